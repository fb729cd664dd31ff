/**
 * The themes' fonts come from the storefront itself (`/_vev/fonts/…`), and the page's policy names a
 * font service only when the site chose one in its theme settings.
 */
import { hostedFontFamilies, hostedFontFileName } from '@vev/sections';
import type { Site } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';
import { hostedFontBytes } from './fonts';

const server = await startTestServer();
afterAll(() => server.close());

const homeId = await server.siteId('hjemmeside');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';
const home = 'hjemmeside.localhost:3000';

const visit = (url: string, host = shop) => server.inject({ method: 'GET', url, headers: { host } });
const directive = (csp: unknown, name: string) =>
  String(csp)
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `));
/** Every address the page's stylesheet and head would make a browser fetch a font or a stylesheet from. */
const fontAddresses = (html: string) => [
  ...[...html.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1] ?? ''),
  ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] ?? ''),
];

async function publishThemeSettings(configDraft: object) {
  const patched = await server.inject({
    method: 'PATCH',
    url: `/api/sites/${homeId}/site`,
    headers: admin.headers,
    payload: { theme: { configDraft } },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  const published = await server.inject({
    method: 'POST',
    url: `/api/sites/${homeId}/theme/publish`,
    headers: admin.headers,
    payload: {},
  });
  expect(published.statusCode, published.body).toBe(200);
}

describe('the font files', () => {
  it('are served on a site’s host as woff2, cached for a year as immutable', async () => {
    const response = await visit('/_vev/fonts/inter-latin-400-normal.woff2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // The same file on every site's host.
    const again = await visit('/_vev/fonts/inter-latin-400-normal.woff2', home);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('hold every face the catalogue offers, in Latin and Latin Extended', async () => {
    for (const family of hostedFontFamilies) {
      for (const weight of family.weights) {
        for (const subset of ['latin', 'latin-ext'] as const) {
          for (const style of ['normal', 'italic'] as const) {
            const file = { family, subset, weight, style };
            const bytes = await hostedFontBytes(file);
            expect(bytes?.subarray(0, 4).toString('latin1'), hostedFontFileName(file)).toBe('wOF2');
          }
        }
      }
    }
  });

  it('answer 404 for any other name, never a file outside the catalogue', async () => {
    for (const name of [
      'comic-sans-latin-400-normal.woff2',
      'inter-cyrillic-400-normal.woff2',
      'lora-latin-900-normal.woff2',
      'inter-latin-400-normal.woff',
      '..%2F..%2Fpackage.json',
      'inter-latin-400-normal.woff2.css',
    ]) {
      const response = await visit(`/_vev/fonts/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.body).toBe('Fant ikke skriften.');
    }
  });
});

describe('a storefront page before any cookie choice', () => {
  it.each([
    ['Demo Butikk (Standard)', shop, ['inter-latin-400-normal', 'inter-latin-ext-700-normal']],
    ['Hjemmeside (Skog)', home, ['lora-latin-600-normal', 'nunito-sans-latin-400-normal']],
  ])('%s loads its fonts from the site’s own host only', async (_name, host, files) => {
    const response = await visit('/', host);
    const addresses = fontAddresses(response.body);
    for (const file of files) expect(addresses).toContain(`/_vev/fonts/${file}.woff2`);
    expect(addresses.every((address) => address.startsWith('/_vev/fonts/'))).toBe(true);
    expect(response.body).toContain('unicode-range: U+0000-00FF,');
    expect(response.body).not.toMatch(/googleapis|gstatic|typekit/);
    const csp = response.headers['content-security-policy'];
    expect(directive(csp, 'font-src')).toBe("font-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    // Every file the page names is there.
    for (const address of addresses) expect((await visit(address, host)).statusCode, address).toBe(200);
  });

  it('so does the 404 page', async () => {
    const notFound = await visit('/finnes-ikke');
    expect(fontAddresses(notFound.body)).toContain('/_vev/fonts/inter-latin-400-normal.woff2');
    expect(directive(notFound.headers['content-security-policy'], 'font-src')).toBe("font-src 'self'");
  });
});

describe('fonts the site chose from a font service', () => {
  it('Google Fonts and Adobe Fonts are linked, and only then let in by the policy', async () => {
    await publishThemeSettings({
      fontSources: { google: [{ family: 'Merriweather', weights: [400, 700] }], typekitKitId: 'abc1def', custom: [] },
      fonts: { heading: { family: 'Merriweather', weight: 700, size: 2.5, mediaQueries: [] } },
    });
    const response = await visit('/', home);
    expect(response.body).toContain(
      '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Merriweather:wght@400;700&amp;display=swap">',
    );
    expect(response.body).toContain('<link rel="stylesheet" href="https://use.typekit.net/abc1def.css">');
    const csp = response.headers['content-security-policy'];
    expect(directive(csp, 'style-src')).toBe(
      "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com https://use.typekit.net https://p.typekit.net",
    );
    expect(directive(csp, 'font-src')).toBe("font-src 'self' https://fonts.gstatic.com https://use.typekit.net");
    // The theme's own body font still comes from the site's host.
    expect(fontAddresses(response.body)).toContain('/_vev/fonts/nunito-sans-latin-400-normal.woff2');
    // Only on that site.
    expect(directive((await visit('/')).headers['content-security-policy'], 'font-src')).toBe("font-src 'self'");
  });

  it('a font file of its own on another host lets that host in; a file in its media library needs none', async () => {
    await publishThemeSettings({
      fontSources: {
        google: [],
        typekitKitId: '',
        custom: [
          { family: 'Husfont', url: 'https://fonts.example.no/husfont.woff2', weight: 400, style: 'normal' },
          { family: 'Husfont', url: '/media/01HXYZ/file', weight: 700, style: 'normal' },
        ],
      },
    });
    const csp = (await visit('/', home)).headers['content-security-policy'];
    expect(directive(csp, 'font-src')).toBe("font-src 'self' https://fonts.example.no");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });

  it('a preview follows the draft: a font service the draft adds is let in there, not on the public page', async () => {
    await publishThemeSettings({});
    const patched = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${homeId}/site`,
      headers: admin.headers,
      payload: { theme: { configDraft: { fontSources: { google: [{ family: 'Merriweather', weights: [400] }] } } } },
    });
    expect(patched.json<Site>().theme.configDraft).toBeTruthy();
    const { token } = await server.readJson<{ token: string }>(admin, `/api/sites/${homeId}/preview-token`);
    const preview = await visit(`/?preview=true&token=${token}`, home);
    expect(directive(preview.headers['content-security-policy'], 'font-src')).toBe(
      "font-src 'self' https://fonts.gstatic.com",
    );
    expect(directive((await visit('/', home)).headers['content-security-policy'], 'font-src')).toBe("font-src 'self'");
  });
});
