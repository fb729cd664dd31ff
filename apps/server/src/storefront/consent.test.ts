/** The storefront's consent dialog and the site's own scripts (spec 2 §2 'Cookies', §3 customScripts). */
import type { CustomScript } from '@vev/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';
import { importCookies } from '../modules/cookies/service';
import { sites } from '../platform/accounts/schema';
import { consentScriptPath } from './consent/consent-script';
import { scriptFileName } from './consent/custom-scripts';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';
const home = 'hjemmeside.localhost:3000';

const visit = (url: string, host = shop, headers: Record<string, string> = {}) =>
  server.inject({ method: 'GET', url, headers: { host, ...headers } });

async function patchSite(siteId: string, payload: Record<string, unknown>) {
  const response = await server.inject({
    method: 'PATCH',
    url: `/api/sites/${siteId}/site`,
    headers: admin.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The dialog's markup, from its opening tag to its end. */
function dialogOf(html: string): string {
  const start = html.indexOf('<dialog id="vev-consent"');
  expect(start, 'the page has the consent dialog').toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</dialog>', start) + '</dialog>'.length);
}

const switchesOf = (dialog: string) =>
  [...dialog.matchAll(/<input id="vev-consent-(\w+)"[^>]*>/g)].map(([input, category]) => ({
    category,
    alwaysOn: input.includes('disabled') && input.includes('checked'),
  }));

const analyticsScript: CustomScript = {
  name: 'Statistikk',
  placement: 'head',
  code: "document.body.dataset.analytics = 'on';",
  consentCategory: 'analytics',
};
// Code that would end the script element if it were ever written into the page.
const chatScript: CustomScript = {
  name: 'Chat',
  placement: 'bodyEnd',
  code: 'window.chat = "</script><script>window.brokeOut = true</script>";',
  consentCategory: null,
};
const cartScript: CustomScript = {
  name: 'Handlekurv',
  placement: 'bodyEnd',
  code: 'window.cartHelper = true;',
  consentCategory: 'functionality',
};

describe('with the cookie dialog on (Demo Butikk)', () => {
  it('every page has the dialog: heading, intro, the categories always on, the three choices and the way back', async () => {
    for (const path of ['/', '/om-oss', '/finnes/ikke']) {
      const html = (await visit(path)).body;
      const dialog = dialogOf(html);
      expect(dialog).toContain('aria-labelledby="vev-consent-title"');
      expect(dialog).toContain('<h2 id="vev-consent-title" tabindex="-1">Vi bruker informasjonskapsler</h2>');
      expect(dialog).toContain('Noen informasjonskapsler trengs for at nettstedet skal fungere.');
      expect(dialog).not.toContain(' open');
      // The built-in cookies are functionality and security: both always on, nothing to ask.
      expect(switchesOf(dialog)).toEqual([
        { category: 'functionality', alwaysOn: true },
        { category: 'security', alwaysOn: true },
      ]);
      for (const label of ['Godta alle', 'Bare nødvendige', 'Lagre valg'])
        expect(dialog).toContain(`>${label}</button>`);
      expect(dialog).toContain('<summary>Tilpass valgene</summary>');
      // vev_consent and vev_cart are functionality, vev_customer and vev_csrf security.
      expect(dialog).toContain(
        '<details class="vev-consent-cookies" data-vev-consent-cookies="functionality"><summary>Informasjonskapsler (2)</summary>',
      );
      expect(dialog).toContain('data-vev-cookie="vev_consent"');
      expect(html).toContain('aria-controls="vev-consent">Informasjonskapsler</button>');
      expect(html).toContain(`<script src="${consentScriptPath}" defer></script>`);
    }
  });

  it('the CSP still allows scripts from the storefront itself only, and the consent script is one of its files', async () => {
    const page = await visit('/');
    const scriptSrc = String(page.headers['content-security-policy'])
      .split('; ')
      .filter((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toEqual(["script-src 'self'"]);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="text\/plain")[^>]*>/);
    const script = await visit(consentScriptPath);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.body).toContain('const cookieName = "vev_consent"');
  });

  it('asks about the categories the site’s own cookies use, and lists the cookies under each', async () => {
    await importCookies(
      server.database.db,
      shopId,
      '_ga,Besøksstatistikk,analytics,2 år,Google\n_fbp,Annonser <b>målrettet</b>,ad|personalization,3 måneder,Meta',
    );
    const dialog = dialogOf((await visit('/om-oss')).body);
    expect(switchesOf(dialog)).toEqual([
      { category: 'functionality', alwaysOn: true },
      { category: 'security', alwaysOn: true },
      { category: 'analytics', alwaysOn: false },
      { category: 'personalization', alwaysOn: false },
      { category: 'ad', alwaysOn: false },
    ]);
    expect(dialog).toContain('<label for="vev-consent-analytics">Statistikk</label>');
    const analytics = dialog.slice(dialog.indexOf('data-vev-consent-cookies="analytics"'));
    expect(analytics).toContain(
      '<code>_ga</code><dl><dt>Formål</dt><dd>Besøksstatistikk</dd><dt>Lagringstid</dt><dd>2 år</dd><dt>Leverandør</dt><dd>Google</dd></dl>',
    );
    // A cookie in two categories is listed under both; its text stays text.
    expect(dialog.match(/data-vev-cookie="_fbp"/g)).toHaveLength(2);
    expect(dialog).toContain('Annonser &lt;b&gt;målrettet&lt;/b&gt;');
  });

  it('shows the admin’s intro as text and the colours from the dialog settings, each checked', async () => {
    const intro = JSON.stringify({
      blocks: [
        {
          key: 'a',
          text: 'Vi bryr oss om personvern. <img src=x onerror=alert(1)>',
          type: 'unstyled',
          depth: 0,
          inlineStyleRanges: [{ offset: 0, length: 7, style: 'BOLD' }],
          entityRanges: [],
          data: {},
        },
      ],
      entityMap: {},
    });
    const look = {
      primaryColor: '#2b8a3e',
      textColor: '#111111',
      backgroundColor: '#fffdf5',
      cardColor: 'rgba(0, 0, 0, 0.04)',
      borderColor: '#cccccc',
    };
    await patchSite(shopId, { cookieDialogMeta: { intro, ...look } });
    let dialog = dialogOf((await visit('/kontakt')).body);
    expect(dialog).toContain('<strong>Vi bryr</strong>');
    expect(dialog).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(dialog).not.toContain('Noen informasjonskapsler trengs');
    expect(dialog).toContain(
      'style="--vev-consent-primary:#2b8a3e;--vev-consent-text:#111111;--vev-consent-background:#fffdf5;--vev-consent-card:rgba(0, 0, 0, 0.04);--vev-consent-border:#cccccc"',
    );

    // A value the settings form would refuse, written behind its back, never reaches the CSS.
    const [row] = await server.database.db.select({ settings: sites.settings }).from(sites).where(eq(sites.id, shopId));
    const settings = row?.settings as Record<string, unknown>;
    await server.database.db
      .update(sites)
      .set({
        settings: {
          ...settings,
          cookieDialogMeta: { intro, ...look, primaryColor: 'red;}</style><script>x()</script>' },
        },
        updatedAt: new Date(),
      })
      .where(eq(sites.id, shopId));
    dialog = dialogOf((await visit('/kontakt')).body);
    expect(dialog).toContain('--vev-consent-primary:#1c7ed6;--vev-consent-text:#111111');
    expect(dialog).not.toContain('x()');
    await server.database.db.update(sites).set({ settings }).where(eq(sites.id, shopId));
  });

  it('a preview has the dialog too, marked so it opens only from its button', async () => {
    const { token } = await server.readJson<{ token: string }>(admin, `/api/sites/${shopId}/preview-token`);
    const preview = dialogOf((await visit(`/om-oss?preview=true&token=${token}`)).body);
    expect(preview).toContain('data-vev-preview=""');
    expect(dialogOf((await visit('/om-oss')).body)).not.toContain('data-vev-preview');
  });
});

describe('custom scripts', () => {
  it('are files of the storefront: uncategorized ones run for everyone, categorized ones wait for consent', async () => {
    await patchSite(shopId, { customScripts: [analyticsScript, chatScript, cartScript] });
    const html = (await visit('/om-oss')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const analyticsFile = `/_vev/scripts/${scriptFileName(analyticsScript.code)}`;
    expect(head).toContain(
      `<script type="text/plain" data-vev-consent="analytics" data-src="${analyticsFile}"></script>`,
    );
    const bodyEnd = html.slice(html.lastIndexOf('vev-consent-reopen'));
    expect(bodyEnd).toContain(`<script src="/_vev/scripts/${scriptFileName(chatScript.code)}"></script>`);
    // Functionality is always on, so its script needs no consent.
    expect(bodyEnd).toContain(`<script src="/_vev/scripts/${scriptFileName(cartScript.code)}"></script>`);
    expect(html).not.toContain('brokeOut');
    expect(html).not.toContain('dataset.analytics');

    const file = await visit(`/_vev/scripts/${scriptFileName(chatScript.code)}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.body).toBe(chatScript.code);
    expect((await visit(analyticsFile)).body).toBe(analyticsScript.code);
  });

  it("answer 404 for a file the site does not have, and never serve another site's script", async () => {
    const unknown = await visit('/_vev/scripts/AAAAAAAAAAAAAAAAAAAAAA.js');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('Fant ikke skriptet.');
    expect((await visit(`/_vev/scripts/${scriptFileName(chatScript.code)}`, home)).statusCode).toBe(404);
  });

  it('without the dialog every script runs, categorized ones too, since there is no one to ask', async () => {
    await patchSite(homeId, { customScripts: [analyticsScript, chatScript] });
    const html = (await visit('/', home)).body;
    expect(html).not.toContain('vev-consent');
    expect(html).not.toContain(consentScriptPath);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script src="/_vev/scripts/${scriptFileName(analyticsScript.code)}"></script>`);
    expect(html).toContain(`<script src="/_vev/scripts/${scriptFileName(chatScript.code)}"></script></body>`);
    expect(html).not.toContain('text/plain');
  });
});

describe('hosts the scripts may use', () => {
  const directive = (csp: unknown, name: string) =>
    String(csp)
      .split('; ')
      .find((entry) => entry.startsWith(`${name} `));

  it('are let in by the page’s CSP over https, for code, requests, frames, styles and fonts', async () => {
    await patchSite(homeId, { scriptHosts: ['www.googletagmanager.com', '*.hotjar.com'] });
    const csp = (await visit('/', home)).headers['content-security-policy'];
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://www.googletagmanager.com https://*.hotjar.com",
    );
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://www.googletagmanager.com https://*.hotjar.com",
    );
    for (const name of ['frame-src', 'style-src', 'font-src']) {
      expect(directive(csp, name)).toContain(' https://*.hotjar.com');
    }
    // Only on that site.
    expect(directive((await visit('/')).headers['content-security-policy'], 'script-src')).toBe("script-src 'self'");
  });

  it('are bare host names, each once; anything else is refused with the field named', async () => {
    const refused = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${homeId}/site`,
      headers: admin.headers,
      payload: { scriptHosts: ['https://evil.example/x.js', "'unsafe-inline'"] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'scriptHosts.0': 'Skriv bare vertsnavnet, for eksempel www.googletagmanager.com eller *.hotjar.com.',
      'scriptHosts.1': 'Skriv bare vertsnavnet, for eksempel www.googletagmanager.com eller *.hotjar.com.',
    });
    const twice = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${homeId}/site`,
      headers: admin.headers,
      payload: { scriptHosts: ['a.no', 'A.NO'] },
    });
    expect(twice.json().fields).toEqual({ scriptHosts: 'En vert kan ikke stå to ganger.' });
    await patchSite(homeId, { scriptHosts: [] });
    expect(directive((await visit('/', home)).headers['content-security-policy'], 'script-src')).toBe(
      "script-src 'self'",
    );
  });
});

describe('caching', () => {
  it('every visitor gets the same page and ETag, whatever their consent cookie says', async () => {
    const first = await visit('/om-oss');
    const accepted = await visit('/om-oss', shop, {
      cookie: 'vev_consent=1.analytics+ad.analytics+ad+personalization',
    });
    const refused = await visit('/om-oss', shop, { cookie: 'vev_consent=1..analytics+ad+personalization' });
    expect(accepted.body).toBe(first.body);
    expect(refused.body).toBe(first.body);
    expect(accepted.headers.etag).toBe(first.headers.etag);
    expect(refused.headers.etag).toBe(first.headers.etag);
    expect(accepted.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const revalidated = await visit('/om-oss', shop, {
      cookie: 'vev_consent=1..analytics',
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('switching the dialog off takes it off the pages at once', async () => {
    await patchSite(shopId, { cookieDialogEnabled: false });
    const html = (await visit('/om-oss')).body;
    expect(html).not.toContain('vev-consent');
    expect(html).toContain(`<script src="/_vev/scripts/${scriptFileName(analyticsScript.code)}"></script>`);
    await patchSite(shopId, { cookieDialogEnabled: true });
    expect((await visit('/om-oss')).body).toContain('<dialog id="vev-consent"');
  });
});
