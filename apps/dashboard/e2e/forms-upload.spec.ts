import { expect, type Page, test } from '@playwright/test';
import { DesignerPage } from './pages/designer';
import { FormEditorPage } from './pages/forms';
import { PageListPage } from './pages/page-editor';
import { Shell } from './pages/shell';
import { StorefrontPage } from './pages/storefront';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A 1×1 PNG: small, and an image by its content, which is what the server checks. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** The page's public address, opened the way an editor does: 'Mer' → 'Vis side' (a new tab). */
async function openOnStorefront(page: Page): Promise<Page> {
  await page.getByRole('button', { name: 'Mer' }).click();
  const [storefront] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('menuitem', { name: 'Vis side' }).click(),
  ]);
  await storefront.waitForLoadState();
  return storefront;
}

test.describe('forms with a file field (spec 3 Skjemaer)', () => {
  test('a visitor sends a file with a form on a page; staff open it from Innsendelser, nobody else can', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    // Form, page, designer, publish, storefront and back: a long journey on a busy machine.
    test.setTimeout(90_000);
    const shell = await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');

    // Staff build the form with a file field.
    const formName = unique('Reklamasjon');
    const thanks = 'Takk! Vi ser på reklamasjonen og svarer deg innen to dager.';
    const forms = new FormEditorPage(page);
    await shell.entry('Skjemaer').click();
    await forms.create(formName);
    await page.getByRole('textbox', { name: 'Takketekst' }).fill(thanks);
    await forms.addField({ label: 'Navn', required: true });
    await forms.addField({ label: 'Kvittering', type: 'Fil', required: true, accept: 'image/*,.pdf' });
    await forms.save(formName);

    // …and put it on a new page through the designer's Skjema section.
    const list = new PageListPage(page);
    await list.open();
    const title = unique('Reklamasjon side');
    await list.create(title);
    await page.getByText('Inaktiv', { exact: true }).click();
    await page.getByRole('radio', { name: /^Aktiv/ }).click();
    await expect(page.getByText('Endringer lagret')).toBeVisible();
    const visitor = await openOnStorefront(page);
    await page.getByRole('link', { name: 'Rediger' }).click();
    const designer = new DesignerPage(page);
    await designer.addSection('skjema', 'Skjema');
    const formRef = page.getByRole('combobox', { name: /^Skjema/ });
    await formRef.click();
    await formRef.fill(formName);
    await page.getByRole('option', { name: formName }).click();
    await designer.saveSection();
    await expect(designer.preview.getByLabel(/^Kvittering/)).toBeVisible();
    await designer.publish();

    // A visitor fills it in; a file that is not what it says is refused at its field.
    await visitor.reload();
    const consent = StorefrontPage.of(visitor, 'demobutikk', baseURL).consentDialog();
    if (await consent.isVisible()) await consent.getByRole('button', { name: 'Bare nødvendige' }).click();
    const file = visitor.getByLabel(/^Kvittering/);
    await expect(file).toHaveAttribute('type', 'file');
    await expect(file).toHaveAttribute('accept', 'image/*,.pdf');
    await expect(visitor.getByText('Bilder og PDF, høyst 10 MB.')).toBeVisible();
    await visitor.getByLabel(/^Navn/).fill('Kari Nordmann');
    await file.setInputFiles({ name: 'kvittering.png', mimeType: 'image/png', buffer: Buffer.from('bare tekst') });
    await visitor.getByRole('button', { name: 'Send' }).click();
    await expect(visitor.getByRole('alert')).toHaveText('Ett felt må rettes.');
    await expect(visitor.getByText('Filtypen er ikke tillatt her (tillatt: bilder og PDF).')).toBeVisible();
    await expect(visitor.getByLabel(/^Kvittering/)).toHaveAttribute('aria-invalid', 'true');
    await expect(visitor.getByLabel(/^Navn/)).toHaveValue('Kari Nordmann');
    await testInfo.attach('skjema-feil-fil', {
      body: await visitor.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await visitor
      .getByLabel(/^Kvittering/)
      .setInputFiles({ name: 'kvittering.png', mimeType: 'image/png', buffer: png });
    await visitor.getByRole('button', { name: 'Send' }).click();
    await expect(visitor.getByRole('status').filter({ hasText: thanks })).toBeVisible();
    await testInfo.attach('skjema-takk', { body: await visitor.screenshot(), contentType: 'image/png' });
    await visitor.close();

    // Staff see the entry in Innsendelser, the file by name and size, and as a link in the entry.
    // The designer's own 'Lukk' (a notification may have one too), back to the page editor.
    await page.getByRole('banner').getByRole('button', { name: 'Lukk' }).click();
    await shell.entry('Skjemaer').click();
    await page.getByRole('link', { name: formName }).click();
    await forms.openEntries();
    const row = forms.entryRow('Kari Nordmann');
    await expect(row).toContainText(`kvittering.png (${png.length} B)`);
    await row.click();
    const link = forms.entryDialog().getByRole('link', { name: `kvittering.png (${png.length} B)` });
    await expect(link).toBeVisible();
    await testInfo.attach('innsendelse', { body: await page.screenshot(), contentType: 'image/png' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/media\/[^/]+\/file/);

    // The link opens the file for staff (the browser's session) and for no one without it.
    const [opened, response] = await Promise.all([
      page.context().waitForEvent('page'),
      page.context().waitForEvent('response', (answer) => answer.url() === href),
      link.click(),
    ]);
    expect(response.status()).toBe(200);
    expect((await response.body()).equals(png)).toBe(true);
    await opened.close();
    const anonymous = await request.get(href);
    expect(anonymous.status()).toBe(404);
    expect((await anonymous.body()).equals(png)).toBe(false);
  });
});
