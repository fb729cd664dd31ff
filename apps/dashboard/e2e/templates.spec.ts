import { expect, test } from '@playwright/test';
import { ComponentEditorPage, ComponentListPage } from './pages/components';
import { SettingsOverviewPage } from './pages/settings';
import { Shell } from './pages/shell';
import { confirmIn, TemplateEditorPage, TemplateListPage, TemplateUsagePage } from './pages/templates';

/** A name no other test (or earlier run against the same server) has used. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe('templates (spec 2 §2 Templates, §6, §8)', () => {
  /**
   * The assignment runs on Hjemmeside: the content journeys create pages on Demo Butikk in parallel
   * and expect its default page template, so that site's Malbruk is left alone. The journey puts
   * the page type's template back when it is done.
   */
  test('a contributor creates a template, duplicates it, and makes it the template for Side in Malbruk', async ({
    page,
  }) => {
    test.slow();
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Hjemmeside');

    // Innstillinger → Maler → Maler: the overview leads to the list and to Malbruk.
    const overview = new SettingsOverviewPage(page);
    await overview.open();
    await overview.card('Maler').click();
    await expect(page).toHaveURL(/\/innstillinger\/maler$/);
    await expect(page.getByRole('link', { name: 'Malbruk' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Maler', exact: true }).click();
    await expect(page).toHaveURL(/\/innstillinger\/maler\/liste$/);
    const list = new TemplateListPage(page);

    // The name is required.
    await page.getByRole('button', { name: 'Opprett mal' }).first().click();
    const createDialog = page.getByRole('dialog', { name: 'Opprett mal' });
    await createDialog.getByRole('button', { name: 'Opprett', exact: true }).click();
    await expect(createDialog.getByText('Feltet må fylles ut.')).toBeVisible();
    await createDialog.getByRole('button', { name: 'Avbryt' }).click();

    // A whole template starts with the header and the footer, and opens in its editor.
    const name = uniqueName('Kampanjemal');
    const editor = await list.create(name);
    await expect(page).toHaveURL(/\/innstillinger\/maler\/liste\/[^/]+$/);
    await expect(editor.area('Topp').getByText('Toppmeny')).toBeVisible();
    await expect(editor.area('Hovedinnhold').getByText('Ingen seksjoner')).toBeVisible();
    await expect(editor.area('Bunn').getByText('Bunntekst')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rediger design' })).toHaveAttribute('href', /^\/designer\/maler\//);
    await expect(page.getByTitle(`Forhåndsvisning av «${name}»`)).toBeVisible();
    await editor.tab('Generelt').click();
    await expect(editor.nameField()).toHaveValue(name);
    // Contributors do not delete.
    await expect(editor.button('Slett')).toBeHidden();

    // Dupliser in the list: 'Handling fullført', and the copy opens.
    await list.open();
    await expect(list.row(name).getByText('Mal', { exact: true })).toBeVisible();
    await list.rowAction(name, 'Dupliser');
    await expect(page.getByText('Handling fullført')).toBeVisible();
    const copy = new TemplateEditorPage(page);
    await expect(copy.heading(`${name} (kopi)`)).toBeVisible();
    await list.open();
    await expect(list.row(`${name} (kopi)`)).toBeVisible();

    // Malbruk: Side gets the new template, after the question, saved at once.
    const usage = new TemplateUsagePage(page);
    await usage.open();
    // The picker fills once the site's template usage has loaded.
    await expect(usage.picker('Side')).not.toHaveValue('');
    const previous = await usage.picker('Side').inputValue();
    // Cancelling the question changes nothing.
    await usage.picker('Side').click();
    await page.getByRole('option', { name, exact: true }).click();
    await confirmIn(page, 'Er du sikker på at du vil endre malen for denne sidetypen?', 'Avbryt');
    await expect(usage.picker('Side')).toHaveValue(previous);

    await usage.assign('Side', name);
    await expect(page.getByText('Mal endret')).toBeVisible();
    await expect(usage.picker('Side')).toHaveValue(name);
    await page.reload();
    await expect(usage.picker('Side')).toHaveValue(name);
    // Hjemmeside has no web shop: no shop page types.
    await expect(usage.picker('Handlekurv')).toHaveCount(0);

    // Put the site's default page template back.
    await usage.assign('Side', previous);
    await expect(usage.picker('Side')).toHaveValue(previous);
  });

  test('an admin deletes a template no page uses', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const list = new TemplateListPage(page);
    await list.open();
    const name = uniqueName('Ubrukt mal');
    await list.create(name);

    await list.open();
    await list.rowAction(name, 'Slett');
    await confirmIn(page, 'Er du sikker på at du vil slette?', 'Slett');
    await expect(page.getByText('Sletting fullført')).toBeVisible();
    await expect(list.row(name)).toHaveCount(0);
  });

  test('an admin cannot delete the template pages use: the dependency block says who uses it', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const list = new TemplateListPage(page);
    await list.open();
    await list.rowAction('Standard side', 'Slett');
    await confirmIn(page, 'Er du sikker på at du vil slette?', 'Slett');
    const block = page.getByRole('dialog', { name: 'Oops!' });
    await expect(
      block.getByText('Du kan ikke slette denne/disse før du fjerner referansene fra disse ressursene'),
    ).toBeVisible();
    await block.getByRole('button', { name: 'OK' }).click();
    await expect(list.row('Standard side')).toBeVisible();
  });

  test('a reader sees Malbruk read-only', async ({ page }) => {
    await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    const usage = new TemplateUsagePage(page);
    await usage.open();
    await expect(page.getByText('Du har lesetilgang og kan ikke endre hvilken mal sidetypene bruker.')).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(usage.row('Forside')).toContainText('Standard side');
    // A web shop lists the shop's page types; the cart has no template in the demo.
    await expect(usage.row('Handlekurv')).toContainText('Ingen mal valgt');

    const list = new TemplateListPage(page);
    await list.open();
    await expect(page.getByRole('button', { name: 'Opprett mal' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Handlinger for / })).toHaveCount(0);
  });
});

test.describe('reusable components (spec 3 §2–§7)', () => {
  test('a contributor creates a component, finds it in the list and opens it', async ({ page }) => {
    const shell = await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    await shell.expandAll();
    await shell.entry('Komponenter').click();
    const list = new ComponentListPage(page);
    await expect(list.heading()).toBeVisible();

    const name = uniqueName('Sommerbanner');
    const editor = await list.create({ name, type: 'Hero', description: 'Øverst på kampanjesidene' });
    await expect(page).toHaveURL(/\/innhold\/komponenter\/[^/]+$/);
    await expect(page.getByRole('link', { name: 'Rediger', exact: true })).toHaveAttribute(
      'href',
      /^\/designer\/komponenter\//,
    );
    await editor.tab('Generelt').click();
    await expect(editor.field('Komponenttype')).toHaveValue('Hero');
    await expect(editor.field('Komponenttype')).not.toBeEditable();
    await expect(editor.field('Beskrivelse')).toHaveValue('Øverst på kampanjesidene');

    await list.open();
    await list.search(name);
    await expect(page).toHaveURL(/\?q=/);
    const row = page.getByRole('row').filter({ has: list.link(name) });
    await expect(row).toContainText('Hero');
    await list.link(name).click();
    await expect(new ComponentEditorPage(page).heading(name)).toBeVisible();

    await list.open();
    await list.search(`${name} finnes ikke`);
    await expect(page.getByText(`Ingen treff på «${name} finnes ikke»`)).toBeVisible();
  });
});
