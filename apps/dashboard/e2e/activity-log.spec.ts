import { expect, test } from '@playwright/test';
import { ActivityLogPage } from './pages/activity-log';
import { PageEditorPage, PageListPage } from './pages/page-editor';
import { Shell } from './pages/shell';

/** A title no other test (or earlier run against the same server) has used. */
const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe('activity log', () => {
  test('a published page reads as words with a link to it, and the log filters by person and kind', async ({
    page,
  }) => {
    test.slow();
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Hjemmeside');
    const pages = new PageListPage(page);
    await pages.open();
    const title = uniqueTitle('Høstmarked');
    const editor = await pages.create(title);
    await editor.tab('Generelt').click();
    await editor.field('Ingress').fill('Loppemarked og kafé i parken.');
    await editor.saved();
    await editor.confirmed('Publiser', 'Er du sikker på at du vil publisere endringene?');
    await expect(page.getByText('Publisering fullført')).toBeVisible();
    const pagePath = new URL(page.url()).pathname.replace(/\/generelt$/, '');

    const log = new ActivityLogPage(page);
    await log.openFromSettings();
    const published = log.line(`Publiserte siden «${title}»`);
    await expect(published).toBeVisible();
    await expect(published).toContainText('Ada Administrator');
    // The request itself stays as a detail: method and address.
    await expect(published).toContainText(`POST /api/sites/`);
    await expect(published).toContainText(`${pagePath.split('/').at(-1)}/publish`);
    // The demo's history is there too, in words.
    await expect(log.line('Endret seksjonen «Hero» på «Om oss»')).toBeVisible();

    await published.getByRole('link', { name: `«${title}»` }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath}(/|$)`));
    await expect(new PageEditorPage(page).heading(title)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Aktivitetslogg' })).toBeVisible();

    await log.filter('Bruker', 'Rolf Redaktør');
    await expect(page).toHaveURL(/[?&]user=/);
    await expect(log.line('Endret seksjonen «Hero» på «Om oss»')).toBeVisible();
    await expect(log.line(`Publiserte siden «${title}»`)).toHaveCount(0);
    await expect(log.lines.filter({ hasNotText: 'Rolf Redaktør' })).toHaveCount(0);

    await log.filter('Bruker', 'Ada Administrator');
    await log.filter('Hendelse', 'Side publisert');
    await expect(page).toHaveURL(/[?&]kind=page\.published/);
    await expect(log.line(`Publiserte siden «${title}»`)).toBeVisible();
    await expect(log.lines.filter({ hasNotText: /^Publiserte / })).toHaveCount(0);
  });
});
