import { expect, test } from '@playwright/test';
import { PageEditorPage, PageListPage } from './pages/page-editor';
import { Shell } from './pages/shell';

/** A title no other test (or earlier run against the same server) has used. */
const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe('pages: drafts, publishing and revisions', () => {
  test('create, edit, publish, find in the version log, open an old version and revert to it', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const list = new PageListPage(page);
    await list.open();
    const title = uniqueTitle('Vårkampanje');
    const editor = await list.create(title);
    await expect(page).toHaveURL(/\/innhold\/sider\/[^/]+$/);

    await editor.tab('Generelt').click();
    await expect(page).toHaveURL(/\/generelt$/);
    await editor.field('Ingress').fill('Første utgave av ingressen.');
    await editor.saved();
    await expect(editor.unpublishedBadge()).toBeVisible();

    await editor.confirmed('Publiser', 'Er du sikker på at du vil publisere endringene?');
    await expect(page.getByText('Publisering fullført')).toBeVisible();
    await expect(editor.unpublishedBadge()).toBeHidden();

    await editor.field('Ingress').fill('Andre utgave av ingressen.');
    await editor.saved();
    await editor.confirmed('Publiser', 'Er du sikker på at du vil publisere endringene?');
    await expect(editor.unpublishedBadge()).toBeHidden();

    await editor.button('Versjonslogg').click();
    const log = page.getByRole('dialog', { name: 'Versjonslogg' });
    const entries = log.getByRole('button', { name: 'Vis' });
    await expect(entries).toHaveCount(2);
    await entries.last().click();

    await expect(page).toHaveURL(/\/generelt\?revision=/);
    await expect(
      page.getByText(/Du ser på versjonen publisert .* av Ada Administrator\. Den kan bare leses\./),
    ).toBeVisible();
    await expect(editor.field('Ingress')).toHaveValue('Første utgave av ingressen.');
    await expect(editor.field('Ingress')).not.toBeEditable();
    await expect(editor.button('Publiser')).toBeHidden();

    await editor.button('Vis endringer').click();
    const diff = page.getByRole('dialog', { name: 'Endringer i denne versjonen' });
    await expect(diff.getByText('Første utgave av ingressen.')).toBeVisible();
    await diff.getByRole('button', { name: 'Lukk' }).click();

    await editor.confirmed(
      'Gå tilbake til denne versjonen',
      'Er du sikker på at du vil revertere til denne versjonen?',
    );
    await expect(page.getByText('Versjonen er gjenopprettet')).toBeVisible();
    await expect(page).not.toHaveURL(/revision=/);
    await expect(editor.field('Ingress')).toHaveValue('Første utgave av ingressen.');
    await expect(editor.field('Ingress')).toBeEditable();

    await editor.button('Versjonslogg').click();
    await expect(page.getByRole('dialog', { name: 'Versjonslogg' }).getByRole('button', { name: 'Vis' })).toHaveCount(
      3,
    );
  });

  test('a reader sees the page but no edit controls', async ({ page }) => {
    await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    const list = new PageListPage(page);
    await list.open();
    await expect(page.getByRole('button', { name: 'Opprett side' })).toBeHidden();
    await page.getByPlaceholder('Søk etter sider').fill('kontakt');
    await expect(page).toHaveURL(/\?q=kontakt$/);
    await page.getByRole('link', { name: 'Kontakt', exact: true }).click();

    const editor = new PageEditorPage(page);
    await expect(editor.heading('Kontakt')).toBeVisible();
    await editor.tab('Generelt').click();
    await expect(page.getByText('Du har lesetilgang og kan ikke endre denne siden.')).toBeVisible();
    await expect(editor.field('Tittel')).toHaveValue('Kontakt');
    await expect(editor.field('Tittel')).not.toBeEditable();
    for (const action of ['Lagre', 'Publiser', 'Forkast endringer', 'Slett']) {
      await expect(editor.button(action)).toBeHidden();
    }
    await expect(editor.button('Versjonslogg')).toBeVisible();
  });

  test('two people editing the same page: the second save gets the conflict message', async ({ page, browser }) => {
    // Two people signed in, in two browsers: twice the work of a usual journey.
    test.slow();
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const list = new PageListPage(page);
    await list.open();
    const title = uniqueTitle('Felles side');
    const first = await list.create(title);
    await first.tab('Generelt').click();
    const url = page.url();

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await Shell.signInTo(otherPage, 'redaktor@demo.vev.no', 'Demo Butikk');
    await otherPage.goto(url);
    const second = new PageEditorPage(otherPage);
    await expect(second.field('Ingress')).toBeEditable();

    await first.field('Ingress').fill('Skrevet av Ada.');
    await first.saved();

    await second.field('Ingress').fill('Skrevet av Rolf.');
    const conflict = otherPage.getByRole('dialog', { name: 'Siden er endret av noen andre' });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Last inn på nytt' }).click();
    await expect(second.field('Ingress')).toHaveValue('Skrevet av Ada.');
    await other.close();
  });

  test('power search finds a page by a word in its title and opens it', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    // The editor's 'opprett' address opens the list with the create modal.
    await page.goto('/innhold/sider/opprett');
    await expect(page).toHaveURL(/\/innhold\/sider$/);
    const word = `Sykkeltur${Date.now().toString(36)}`;
    await new PageListPage(page).create(`Guidet ${word} langs fjorden`, { modalOpen: true });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Butikk' })).toBeVisible();

    await page.keyboard.press('Shift+Space');
    const search = page.getByPlaceholder('Søk etter sider og funksjoner …');
    await search.fill(word.toLowerCase());
    const hit = page.getByRole('button', { name: new RegExp(`Guidet ${word} langs fjorden`) });
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/\/innhold\/sider\/[^/]+/);
    await expect(page.getByRole('heading', { level: 1, name: `Guidet ${word} langs fjorden` })).toBeVisible();
  });
});
