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

  test("typing shows in the preview at once without saving; a reload shows what is saved; 'Lagre' keeps it", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    const list = new PageListPage(page);
    await list.open();
    await list.create(unique('Levende'));
    await page.getByRole('link', { name: 'Rediger' }).click();
    const designer = new DesignerPage(page);
    await designer.addSection('hero', 'Hero');
    const saved = designer.preview.getByRole('heading', { level: 1, name: 'Velkommen til oss' });
    await expect(saved).toBeVisible();

    // The frame fills the pane, not a fixed 576 px (64vh) with grey below.
    expect(await designer.previewHeight()).toBeGreaterThan(576);
    // The form is headed by the section's title and type; its internal name is only a tooltip.
    await expect(page.getByText('Hero', { exact: true })).toBeVisible();
    await expect(page.getByText(/hero1/)).toHaveCount(0);
    await page.getByText('Hero', { exact: true }).hover();
    await expect(page.getByRole('tooltip', { name: 'Internt navn: hero1' })).toBeVisible();

    // Typing, without 'Lagre': the preview shows it within a second, swapped in place (no reload).
    const frame = await designer.previewFrame();
    await frame.evaluate(() => Object.assign(window, { vevNotReloaded: true }));
    const heading = page.getByRole('textbox', { name: /^Overskrift/ });
    await heading.click();
    await heading.fill('Skrevet uten å lagre');
    await expect(designer.preview.getByRole('heading', { level: 1, name: 'Skrevet uten å lagre' })).toBeVisible({
      timeout: 1_000,
    });
    expect(await frame.evaluate(() => 'vevNotReloaded' in window)).toBe(true);
    await expect(page.getByText('Ulagrede endringer')).toBeVisible();
    await testInfo.attach('designer-live-1440x900', { body: await page.screenshot(), contentType: 'image/png' });

    // Nothing was saved: after a reload (the browser asks first) the preview shows the saved heading.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    // A whole new dashboard and frame: on a busy machine that takes longer than a swap.
    await expect(saved).toBeVisible({ timeout: 15_000 });
    await expect(designer.preview.getByText('Skrevet uten å lagre')).toHaveCount(0);

    // 'Lagre' keeps its meaning: saved, it is there after a reload too.
    await designer.openSection('Velkommen til oss');
    await page.getByRole('textbox', { name: /^Overskrift/ }).fill('Lagret overskrift');
    await expect(designer.preview.getByRole('heading', { level: 1, name: 'Lagret overskrift' })).toBeVisible();
    await designer.saveSection();
    await page.reload();
    await expect(designer.preview.getByRole('heading', { level: 1, name: 'Lagret overskrift' })).toBeVisible({
      timeout: 15_000,
    });
    expect(asked).toEqual(['beforeunload']);

    // A smaller window: the frame still reaches the bottom of the pane.
    await page.setViewportSize({ width: 1024, height: 640 });
    await expect.poll(async () => (await designer.previewElement.boundingBox())?.y ?? 0).toBeGreaterThan(0);
    const box = await designer.previewElement.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(640 - 48);
  });

  test('a section placed and left empty is saved, but publishing is refused naming it and opens its form', async ({
    page,
  }) => {
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    const list = new PageListPage(page);
    await list.open();
    await list.create(unique('Halvferdig'));
    await page.getByRole('link', { name: 'Rediger' }).click();
    const designer = new DesignerPage(page);
    await designer.addSection('video', 'Video');
    await expect(page.getByText('Alt er lagret')).toBeVisible();
    await designer.backToList();

    await page.getByRole('button', { name: 'Publiser', exact: true }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Er du sikker på at du vil publisere endringene?' })
      .getByRole('button', { name: 'Publiser' })
      .click();
    await expect(page.getByText('Fyll ut det som mangler i seksjonen «Video» før du publiserer.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Lenke til videoen/ })).toBeVisible();
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
