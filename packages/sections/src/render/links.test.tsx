import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { customLink, data, pageLink } from '../test/render';
import { LinkAnchor, linkHref } from './links';

describe('links: page, product or custom, with label and aria label', () => {
  it("goes to a page's or product's public path, and shows its title when the label is empty", () => {
    expect(renderToStaticMarkup(<LinkAnchor link={pageLink('about')} data={data} />)).toBe(
      '<a href="/om-oss">Om oss</a>',
    );
    const product = { ...pageLink('x'), type: 'product' as const, page: null, product: 'bread' };
    expect(renderToStaticMarkup(<LinkAnchor link={product} data={data} />)).toBe(
      '<a href="/produkter/bread">Surdeigsbrød</a>',
    );
  });

  it('gives screen readers the aria label and opens a new tab safely', () => {
    const link = { ...customLink('https://example.no', 'Les', 'Les mer om oss'), openInNewTab: true };
    expect(renderToStaticMarkup(<LinkAnchor link={link} data={data} />)).toBe(
      '<a href="https://example.no" aria-label="Les mer om oss" target="_blank" rel="noopener noreferrer">Les</a>',
    );
  });

  it('leads nowhere for unsafe addresses and unpublished pages', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '  javascript:void(0)', '//evil.example']) {
      expect(linkHref(customLink(url, 'x'), data)).toBeUndefined();
      expect(renderToStaticMarkup(<LinkAnchor link={customLink(url, 'x')} data={data} />)).toBe('');
    }
    expect(linkHref(pageLink('not-published'), data)).toBeUndefined();
    expect(linkHref(customLink('mailto:post@bakeriet.no', 'E-post'), data)).toBe('mailto:post@bakeriet.no');
  });
});
