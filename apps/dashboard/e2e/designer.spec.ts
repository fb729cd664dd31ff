import { expect, type Page, test } from '@playwright/test';
import { DesignerPage } from './pages/designer';
import { PageListPage } from './pages/page-editor';
import { Shell } from './pages/shell';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

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

const sectionNames = (page: Page) =>
  page
    .locator('[data-vev-area="main"] [data-vev-section]')
    .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-vev-section')));

test.describe('the visual designer', () => {
  test('add a hero, change its title in the preview, reorder by drag, publish and see it on the storefront', async ({
    page,
  }, testInfo) => {
    // A long journey (two tabs, several saves, a publish): twice the default time on a busy machine.
    test.setTimeout(60_000);
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    const list = new PageListPage(page);
    await list.open();
    const title = unique('Designertest');
    await list.create(title);
    // A new page is inactive: make it visible on the storefront.
    await page.getByText('Inaktiv', { exact: true }).click();
    await page.getByRole('radio', { name: /^Aktiv/ }).click();
    await expect(page.getByText('Endringer lagret')).toBeVisible();
    const storefront = await openOnStorefront(page);
    await expect(storefront.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.getByRole('link', { name: 'Rediger' }).click();
    await expect(page).toHaveURL(/\/designer\/sider\/[^/]+$/);
    const designer = new DesignerPage(page);
    await designer.addSection('hero', 'Hero');
    await page.getByRole('textbox', { name: /^Overskrift/ }).fill('Velkommen til designeren');
    await designer.saveSection();
    await expect(designer.preview.getByRole('heading', { level: 1, name: 'Velkommen til designeren' })).toBeVisible();

    // The public storefront never shows what is not published.
    await storefront.reload();
    await expect(storefront.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(storefront.getByText('Velkommen til designeren')).toHaveCount(0);

    await designer.backToList();
    await designer.addSection('tekst', 'Tekst');
    await expect(designer.preview.getByText('Skriv teksten din her.')).toBeVisible();
    await designer.backToList();
    await expect.poll(() => designer.previewSectionNames()).toEqual(['hero1', 'richtext1']);

    await designer.drag('Skriv teksten din her.', 'Velkommen til designeren');
    await expect.poll(() => designer.sectionTitles()).toEqual(['Skriv teksten din her.', 'Velkommen til designeren']);
    await expect.poll(() => designer.previewSectionNames()).toEqual(['richtext1', 'hero1']);

    await designer.publish();
    await expect(page.getByText('Upubliserte endringer')).toBeHidden();

    await storefront.reload();
    await expect(storefront.getByRole('heading', { level: 1, name: 'Velkommen til designeren' })).toBeVisible();
    await expect.poll(() => sectionNames(storefront)).toEqual(['richtext1', 'hero1']);
    await testInfo.attach('storefront-desktop', { body: await storefront.screenshot(), contentType: 'image/png' });
    await storefront.setViewportSize({ width: 375, height: 740 });
    await expect(storefront.getByRole('heading', { level: 1, name: 'Velkommen til designeren' })).toBeVisible();
    await testInfo.attach('storefront-mobile', { body: await storefront.screenshot(), contentType: 'image/png' });
  });

  test("a template's section clicked on a page says it is changed in the template", async ({ page }) => {
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    const list = new PageListPage(page);
    await list.open();
    await list.create(unique('Malseksjon'));
    await page.getByRole('link', { name: 'Rediger' }).click();
    const designer = new DesignerPage(page);
    await expect(designer.section('Toppmeny')).toBeVisible();

    await designer.preview.getByRole('banner').click();
    await expect(
      page.getByText(
        'Ups... Denne seksjonen er publisert i malen Standard side. Dersom du ønsker å endre seksjonen må du gjøre det i malen.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Åpne malen' })).toBeVisible();
    await page.getByRole('button', { name: 'Lukk' }).first().click();
    await expect(page).toHaveURL(/\/innhold\/sider\/[^/]+$/);
  });

  test('a reader sees the preview and the sections, but cannot change them', async ({ page }) => {
    await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    await page.goto('/innhold/sider?q=Om%20oss');
    await page
      .getByRole('table')
      .getByRole('link', { name: /^Om oss/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Om oss' })).toBeVisible();
    // Readers get no 'Rediger' button; the designer's address shows them the sections read-only.
    await expect(page.getByRole('link', { name: 'Rediger' })).toHaveCount(0);
    await page.goto(new URL(page.url()).pathname.replace('/innhold/', '/designer/'));
    const designer = new DesignerPage(page);
    await expect(page.getByText('Du har lesetilgang og kan ikke endre seksjonene.')).toBeVisible();
    await expect(designer.preview.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Legg til seksjon' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Publiser' })).toHaveCount(0);
  });
});
