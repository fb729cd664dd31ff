/** The consent script against the dialog's real markup: when it asks, what it stores, what it starts. */
import type { ConsentCategory } from '@vev/shared';
import { Window } from 'happy-dom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsentDialog, ConsentReopen } from './consent-dialog';
import { consentDialogModel } from './consent-model';
import { consentCookie, consentScript } from './consent-script';

// A fresh browser window per test; the started scripts' files do not exist here, so loading them is skipped.
let window: Window;
let document: Window['document'];
beforeEach(() => {
  window = new Window({
    url: 'https://demobutikk.no/',
    settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
  });
  document = window.document;
});

function startPage(categories: ConsentCategory[], options: { cookie?: string; preview?: boolean } = {}) {
  const model = consentDialogModel({
    cookies: categories.map((category) => ({
      name: `${category}_id`,
      purpose: 'Test',
      consentCategories: [category],
      expiry: '1 år',
      vendor: '',
    })),
    scripts: [],
    meta: {},
    preview: options.preview ?? false,
  });
  document.body.innerHTML = [
    renderToStaticMarkup(createElement(ConsentDialog, { model })),
    renderToStaticMarkup(createElement(ConsentReopen)),
    ...categories.map(
      (category) =>
        `<script type="text/plain" data-vev-consent="${category}" data-src="/_vev/scripts/${category}.js"></script>`,
    ),
  ].join('');
  if (options.cookie) document.cookie = `${consentCookie.name}=${options.cookie}; Path=/`;
  new Function('document', 'location', 'Element', consentScript)(document, window.location, window.Element);
  return {
    dialog: document.getElementById('vev-consent') as unknown as InstanceType<Window['HTMLDialogElement']>,
    started: () =>
      Array.from(document.querySelectorAll('script:not([type])')).map((script) => script.getAttribute('src')),
    switchFor: (category: ConsentCategory) =>
      document.getElementById(`vev-consent-${category}`) as unknown as InstanceType<Window['HTMLInputElement']>,
    click: (selector: string) => (document.querySelector(selector) as InstanceType<Window['HTMLElement']>).click(),
  };
}

const storedChoice = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${consentCookie.name}=`))
    ?.slice(consentCookie.name.length + 1);

describe('the consent script', () => {
  it('asks a first-time visitor, starting nothing, with the heading in focus', () => {
    const page = startPage(['functionality', 'analytics']);
    expect(page.dialog.open).toBe(true);
    expect(document.activeElement?.id).toBe('vev-consent-title');
    expect(page.started()).toEqual([]);
    expect(page.switchFor('analytics').checked).toBe(false);
    expect(document.querySelector('.vev-consent-reopen')?.hasAttribute('hidden')).toBe(false);
  });

  it("'Godta alle' stores every category it asked about and starts their scripts", () => {
    const page = startPage(['functionality', 'analytics', 'ad']);
    page.click('[data-vev-consent-action="all"]');
    expect(page.dialog.open).toBe(false);
    expect(storedChoice()).toBe('1.analytics+ad.analytics+ad');
    expect(page.started()).toEqual(['/_vev/scripts/analytics.js', '/_vev/scripts/ad.js']);
  });

  it("'Lagre valg' stores the switches as set; 'Bare nødvendige' stores none", () => {
    let page = startPage(['analytics', 'ad']);
    page.switchFor('ad').checked = true;
    page.click('[data-vev-consent-action="save"]');
    expect(storedChoice()).toBe('1.ad.analytics+ad');
    expect(page.started()).toEqual(['/_vev/scripts/ad.js']);
    document.cookie = `${consentCookie.name}=; Max-Age=0; Path=/`;
    page = startPage(['analytics', 'ad']);
    page.click('[data-vev-consent-action="necessary"]');
    expect(storedChoice()).toBe('1..analytics+ad');
    expect(page.started()).toEqual([]);
  });

  it('on a later visit starts what was accepted and stays closed', () => {
    const page = startPage(['analytics', 'ad'], { cookie: '1.analytics.analytics+ad' });
    expect(page.dialog.open).toBe(false);
    expect(page.started()).toEqual(['/_vev/scripts/analytics.js']);
  });

  it('asks again about a category it never asked about, keeping what was accepted', () => {
    const page = startPage(['analytics', 'ad'], { cookie: '1.analytics.analytics' });
    expect(page.dialog.open).toBe(true);
    expect(page.started()).toEqual(['/_vev/scripts/analytics.js']);
    expect(page.switchFor('analytics').checked).toBe(true);
    expect(page.switchFor('ad').checked).toBe(false);
  });

  it('asks again when the stored choice is of another format', () => {
    expect(startPage(['analytics'], { cookie: '0.analytics.analytics' }).dialog.open).toBe(true);
  });

  it('in a preview waits for its button', () => {
    const page = startPage(['analytics'], { preview: true });
    expect(page.dialog.open).toBe(false);
    page.click('[data-vev-consent-open]');
    expect(page.dialog.open).toBe(true);
    expect(document.querySelector('[data-vev-consent-settings]')?.hasAttribute('open')).toBe(true);
  });
});
