import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image, imageUrlAtWidth } from './media';

describe('images from the media library', () => {
  it("asks the delivery for a width with 'w', keeping the version", () => {
    expect(imageUrlAtWidth({ ref: 'm1', url: '/media/m1/file?v=abc' }, 768)).toBe('/media/m1/file?v=abc&w=768');
    expect(imageUrlAtWidth({ ref: null, url: 'https://example.no/bilde.jpg' }, 768)).toBe(
      'https://example.no/bilde.jpg',
    );
  });

  it('offers srcset widths up to the largest asked for, lazily loaded unless eager', () => {
    const markup = renderToStaticMarkup(
      <Image image={{ ref: 'm1', url: '/media/m1/file', alt: 'Bakeren' }} sizes="50vw" maxWidth={1024} />,
    );
    expect(markup).toContain(
      'srcSet="/media/m1/file?w=480 480w, /media/m1/file?w=768 768w, /media/m1/file?w=1024 1024w"',
    );
    expect(markup).toContain('sizes="50vw"');
    expect(markup).toContain('alt="Bakeren"');
    expect(markup).toContain('loading="lazy"');
    expect(
      renderToStaticMarkup(<Image image={{ ref: 'm1', url: '/media/m1/file', alt: '' }} sizes="50vw" eager />),
    ).toContain('loading="eager"');
  });

  it('renders nothing for a missing or unsafe address', () => {
    expect(renderToStaticMarkup(<Image image={null} sizes="100vw" />)).toBe('');
    expect(
      renderToStaticMarkup(<Image image={{ ref: null, url: 'javascript:alert(1)', alt: '' }} sizes="100vw" />),
    ).toBe('');
  });
});
