import { expect, test } from '@playwright/test';
import { DesignerPage } from './pages/designer';
import { Shell } from './pages/shell';
import { StorefrontPage } from './pages/storefront';

test.describe('experiments (spec 3 Eksperimenter)', () => {
  test('a contributor sets up an A/B test of a page with one variant, starts it and sees its figures', async ({
    page,
  }) => {
    test.slow();
    const shell = await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    await shell.entry('Eksperimenter').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Eksperimenter' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('eksperimenter.png') });
    await page.getByRole('link', { name: 'Opprett eksperiment' }).first().click();
    await expect(page).toHaveURL(/\/eksperimenter\/opprett$/);
    await expect(page.getByRole('tab', { name: 'Varianter' })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Navn' }).fill('Om oss med ny overskrift');
    await page.getByRole('combobox', { name: 'Side som testes' }).click();
    await page.getByRole('combobox', { name: 'Side som testes' }).fill('Om oss');
    await page
      .getByRole('option', { name: /Om oss/ })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Nettadresse' }).fill('/');
    await page.screenshot({ path: test.info().outputPath('eksperiment-generelt.png'), fullPage: true });
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Om oss med ny overskrift' })).toBeVisible();

    await page.getByRole('tab', { name: 'Varianter' }).click();
    await expect(page).toHaveURL(/\/varianter$/);
    await expect(page.getByText('Standard', { exact: true })).toBeVisible();
    await expect(page.getByText('Ingen varianter enda')).toBeVisible();
    await page.getByRole('button', { name: 'Ny variant' }).click();
    await expect(page.getByRole('textbox', { name: 'Navn' })).toHaveValue('Variant 1');
    // The variants live in their tab: going to Generelt unsaved asks first.
    await page.getByRole('tab', { name: 'Generelt' }).click();
    const leave = page.getByRole('dialog').filter({ hasText: 'Du har ulagrede endringer på denne siden' });
    await leave.getByRole('button', { name: 'Bli her' }).click();
    await expect(page).toHaveURL(/\/varianter$/);
    await expect(page.getByRole('textbox', { name: 'Navn' })).toHaveValue('Variant 1');
    await page.getByRole('button', { name: 'Lagre' }).click();
    // The first save's toast may still be up.
    await expect(page.getByText('Endringer lagret').last()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Åpne i designer' })).toHaveCount(2);
    const designer = await page.getByRole('link', { name: 'Åpne i designer' }).nth(1).getAttribute('href');
    await page.screenshot({ path: test.info().outputPath('eksperiment-varianter.png'), fullPage: true });
    expect(designer).toMatch(/^\/designer\/sider\/[^?]+\?experiment=[^&]+&experimentVariant=[a-z0-9]+$/);

    await page.getByRole('tab', { name: 'Generelt' }).click();
    await page.getByRole('switch', { name: /Aktiv/ }).check();
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText(/Eksperimentet er aktivt/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Slett' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Varianter' }).click();
    await expect(page.getByRole('columnheader', { name: 'Besøkende' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Sjanse for å slå Standard' })).toBeVisible();
    await expect(page.getByText('Ikke nok data ennå')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ny variant' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Slett Variant 1' })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('eksperiment-aktivt.png'), fullPage: true });

    await shell.entry('Eksperimenter').click();
    await expect(page.getByRole('link', { name: 'Om oss med ny overskrift' })).toBeVisible();
    const listed = page.getByRole('row').filter({ hasText: 'Om oss med ny overskrift' });
    await expect(listed.getByText('Aktiv', { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('eksperimenter-liste.png') });
  });
});

const personsBrowser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.describe('experiments on the storefront (spec 3 Eksperimenter, issue 18 point 5–6)', () => {
  test('a variant changed in the designer: visitors see Standard or the variant, reach the goal, and the figures move', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const stamp = Date.now();
    const heading = `Prøv sykkelen før du bestemmer deg ${stamp}`;
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
    const sites = await (await page.request.get('/api/sites')).json();
    const shopId = sites.find((site: { name: string }) => site.name === 'demobutikk')._id;
    const pages = await (await page.request.get(`/api/sites/${shopId}/pages?limit=100`)).json();
    // A page no other journey tests, so this experiment is the only one on it.
    const tested = pages.find((row: { title: string }) => row.title === 'Rådgivning');
    const created = await page.request.post(`/api/sites/${shopId}/experiments`, {
      headers: { 'x-csrf-token': csrf },
      data: {
        name: `Rådgivning med ny overskrift ${stamp}`,
        reference: tested._id,
        goal: { type: 'pageView', meta1: { value: '/kontakt', operation: 'equals' } },
        variants: [
          { _id: '_baseline', name: '_baseline', weight: 50 },
          { name: 'Variant 1', weight: 50 },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const experimentId = (await created.json())._id;

    // The variant's heading, changed in the designer opened from the Varianter tab.
    await page.goto(`/eksperimenter/${experimentId}/varianter`);
    await page.getByRole('link', { name: 'Åpne i designer' }).nth(1).click();
    const designer = new DesignerPage(page);
    await designer.openSection('Finn sykkelen som passer deg');
    await page.getByRole('textbox', { name: 'Overskrift' }).fill(heading);
    await designer.saveSection();

    await page.goto(`/eksperimenter/${experimentId}`);
    await page.getByRole('switch', { name: /Aktiv/ }).check();
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText(/Eksperimentet er aktivt/)).toBeVisible();

    // Visitors who accept statistics cookies are shared between Standard and the variant; each then
    // goes on to the goal, /kontakt. New visitors come until both have been seen.
    const shop = StorefrontPage.of(page, 'demobutikk', baseURL);
    const seen = { standard: 0, variant: 0 };
    for (let visitor = 0; visitor < 16 && (seen.standard === 0 || seen.variant === 0); visitor++) {
      // A person's browser: headless Chromium says 'HeadlessChrome', which isbot rightly leaves out.
      const context = await browser.newContext({
        locale: 'nb-NO',
        timezoneId: 'Europe/Oslo',
        userAgent: personsBrowser,
      });
      const visit = new StorefrontPage(await context.newPage(), shop.origin);
      await visit.open('/');
      await visit.consentDialog().getByRole('button', { name: 'Godta alle' }).click();
      await visit.open(tested.path);
      const variant = await visit.page.getByRole('heading', { name: heading }).isVisible();
      if (!variant)
        await expect(visit.page.getByRole('heading', { name: 'Finn sykkelen som passer deg' })).toBeVisible();
      seen[variant ? 'variant' : 'standard'] += 1;
      await visit.open('/kontakt');
      await context.close();
    }
    expect(seen.standard).toBeGreaterThan(0);
    expect(seen.variant).toBeGreaterThan(0);

    // The figures per variant: every visitor counted once, and each reached the goal.
    await page.goto(`/eksperimenter/${experimentId}/varianter`);
    const row = (name: string) => page.getByRole('row', { name: new RegExp(`^${name} `) });
    const cells = async (name: string) => (await row(name).getByRole('cell').allInnerTexts()).join(' | ');
    await expect(row('Standard')).toBeVisible();
    expect(await cells('Standard')).toContain(`${seen.standard} | ${seen.standard} | 100`);
    expect(await cells('Variant 1')).toContain(`${seen.variant} | ${seen.variant} | 100`);
    await page.screenshot({ path: test.info().outputPath('eksperiment-tall.png'), fullPage: true });
  });

  test('a variant that changes a template shows the template beside the page, with its way into the designer', async ({
    page,
  }) => {
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
    const sites = await (await page.request.get('/api/sites')).json();
    const shopId = sites.find((site: { name: string }) => site.name === 'demobutikk')._id;
    const pages = await (await page.request.get(`/api/sites/${shopId}/pages?limit=100`)).json();
    const templates = await (await page.request.get(`/api/sites/${shopId}/templates?draft=false&partial=false`)).json();
    const template = templates[0] as { _id: string; name: string };
    const created = await page.request.post(`/api/sites/${shopId}/experiments`, {
      headers: { 'x-csrf-token': csrf },
      data: {
        name: `Ny sidemal ${Date.now()}`,
        reference: pages.find((row: { title: string }) => row.title === 'Om oss')._id,
        goal: { type: 'pageView', meta1: { value: '/kontakt', operation: 'equals' } },
        variants: [
          { _id: '_baseline', name: '_baseline', weight: 50 },
          { name: 'Ny mal', weight: 50, data: { pages: [], templates: [{ reference: template._id }] } },
        ],
      },
    });
    expect(created.status()).toBe(201);

    await page.goto(`/eksperimenter/${(await created.json())._id}/varianter`);
    const variant = page.getByRole('row').filter({ has: page.getByRole('textbox', { name: 'Navn' }) });
    await expect(variant.getByRole('link', { name: 'Åpne i designer' })).toBeVisible();
    await expect(variant).toContainText(`Mal: ${template.name}`);
    await expect(variant.getByRole('link', { name: template.name })).toHaveAttribute(
      'href',
      `/designer/maler/${template._id}`,
    );
    const standard = page.getByRole('row', { name: /^Standard / });
    await expect(standard.getByText('Mal:')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('eksperiment-variant-mal.png'), fullPage: true });
  });
});
