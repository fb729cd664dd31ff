import { expect, test } from '@playwright/test';
import { noisePng } from './fixtures/png';
import { MediaLibraryPage, MediaPicker } from './pages/media-library';
import { PageListPage } from './pages/page-editor';
import { Shell } from './pages/shell';

/** A name no other test (or earlier run against the same server) has used. */
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const png = (name: string, width: number, height: number) => ({
  name,
  mimeType: 'image/png',
  buffer: noisePng(width, height),
});

test.describe('media library', () => {
  test('upload two images, describe one and set its focus point, use it on a page, and find it protected', async ({
    page,
  }) => {
    test.slow();
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const library = new MediaLibraryPage(page);
    await library.open();

    // Uploads slowed to about 200 kB/s, so the progress of each file can be seen.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    const fjord = `${unique('fjord')}.png`;
    const fjell = `${unique('fjell')}.png`;
    await library.upload([png(fjord, 400, 300), png(fjell, 300, 400)]);

    await expect(library.queued(fjell).getByText('I kø')).toBeVisible();
    const progress = library.queued(fjord).getByRole('progressbar', { name: `Laster opp ${fjord}` });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await expect(page.getByText('Filer lastet opp')).toBeVisible({ timeout: 20_000 });
    await expect(library.queued(fjord).getByText('Ferdig')).toBeVisible();
    await expect(library.queued(fjell).getByText('Ferdig')).toBeVisible();
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // Alt text and the focus point, stored in the original's pixels (400 × 300).
    const details = await library.openDetails(fjord);
    await expect(details.dialog.getByText('400 × 300 px')).toBeVisible();
    await details.field('Alternativ tekst').fill('Fjorden en stille morgen');
    await details.clickImageAt(0.25, 0.5);
    const point = await details.focusPoint();
    expect(Math.abs(point.x - 100)).toBeLessThanOrEqual(2);
    expect(Math.abs(point.y - 150)).toBeLessThanOrEqual(2);
    await details.button('Lagre').click();
    await expect(page.getByText('Endringer lagret')).toBeVisible();

    await page.reload();
    await expect(details.field('Alternativ tekst')).toHaveValue('Fjorden en stille morgen');
    expect(await details.focusPoint()).toEqual(point);
    await details.dialog.getByRole('button', { name: 'Lukk' }).click();

    // The picker: nothing chosen, nothing to add; the chosen image becomes the page's featured image.
    const title = unique('Fjordtur');
    const pages = new PageListPage(page);
    await pages.open();
    const editor = await pages.create(title);
    await editor.tab('Generelt').click();
    const featured = page.getByRole('group', { name: 'Hovedbilde' });
    await featured.getByRole('button', { name: 'Velg bilde' }).click();
    const picker = new MediaPicker(page);
    await expect(picker.dialog).toBeVisible();
    await expect(picker.addButton).toBeDisabled();
    await picker.search(fjord.replace('.png', ''));
    await picker.tile(fjord).click();
    await expect(picker.addButton).toBeEnabled();
    await picker.addButton.click();
    await expect(picker.dialog).toBeHidden();
    await expect(featured.getByRole('img', { name: 'Fjorden en stille morgen' })).toBeVisible();
    await expect(featured.getByRole('textbox', { name: 'Alternativ tekst' })).toHaveValue('Fjorden en stille morgen');
    await expect(featured.getByRole('button', { name: 'Bytt bilde' })).toBeVisible();
    await editor.saved();

    // The image is in use: deleting it shows who refers to it, and a bulk delete keeps it.
    await library.open();
    const panel = await library.openDetails(fjord);
    await expect(panel.dialog.getByText(title)).toBeVisible();
    await panel.button('Slett').click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Er du sikker på at du vil slette?' })
      .getByRole('button', { name: 'Slett' })
      .click();
    const oops = page.getByRole('dialog', { name: 'Oops!' });
    await expect(
      oops.getByText('Du kan ikke slette denne/disse før du fjerner referansene fra disse ressursene'),
    ).toBeVisible();
    await expect(oops.getByText(title)).toBeVisible();
    await oops.getByRole('button', { name: 'OK' }).click();
    await panel.dialog.getByRole('button', { name: 'Lukk' }).click();

    await library.checkbox(fjord).check();
    await library.checkbox(fjell).check();
    await page.getByRole('button', { name: 'Slett valgte' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Er du sikker på at du vil slette?' })
      .getByRole('button', { name: 'Slett' })
      .click();
    await expect(page.getByText('1 fil(er) slettet')).toBeVisible();
    const kept = page.getByRole('dialog', { name: 'Oops!' });
    await expect(kept.getByText(fjord)).toBeVisible();
    await expect(kept.getByText(title)).toBeVisible();
    await kept.getByRole('button', { name: 'OK' }).click();
    await expect(library.tile(fjell)).toBeHidden();
    await expect(library.tile(fjord)).toBeVisible();
  });

  test('a reader browses the library without upload, edit or delete controls', async ({ page }) => {
    await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    const library = new MediaLibraryPage(page);
    await library.open();
    await expect(page.getByRole('searchbox', { name: 'Søk etter filer' })).toBeVisible();
    await expect(library.uploadButton).toBeHidden();
    await expect(page.getByText('Dra filer hit, eller klikk for å velge')).toBeHidden();
    await expect(page.locator('input[type="file"]')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /^Velg / })).toHaveCount(0);
  });
});
