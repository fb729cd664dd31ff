import { expect, test } from '@playwright/test';
import { Shell } from './pages/shell';

const everything = [
  'Hjem',
  'Innhold',
  'Sider',
  'Kategorier',
  'Produktsider',
  'Filer',
  'Globalt',
  'Komponenter',
  'Innholdskataloger',
  // Demo Butikk's data sets, each an entry of its own under Innhold.
  'Ansatte',
  'Butikker',
  'Butikk',
  'Ordrer',
  'Abonnementer',
  'Produkter',
  'Produktmaler',
  'Attributter',
  'Tilbud',
  'Etiketter',
  'Kunder',
  'Produktkataloger',
  'Skjemaer',
  'B2B',
  'Tilbudsforespørsler',
  'Bedrifter',
  'Booking',
  'Kalender',
  'Tjenester',
  'Ressurser',
  'Eksperimenter',
  'Rapporter',
  'Besøk',
  'Butikk',
  'Apper',
  'Innstillinger',
];

const without = (names: string[]) => everything.filter((name) => !names.includes(name));

// data-sets.spec adds this set to Demo Butikk; whether it is there yet depends on the journeys' order.
const madeByOtherJourneys = ['Samarbeidspartnere'];
const entriesOf = async (shell: Shell) => (await shell.entries()).filter((name) => !madeByOtherJourneys.includes(name));

test.describe('side navigation follows the site features and the user level (spec 2 §2)', () => {
  test('an administrator of Demo Butikk sees every entry', async ({ page }) => {
    const shell = await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    expect(await entriesOf(shell)).toEqual(everything);
  });

  test('a contributor sees everything but the global content', async ({ page }) => {
    const shell = await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    expect(await entriesOf(shell)).toEqual(without(['Globalt']));
  });

  test('a reader sees orders in the shop, and neither experiments nor apps', async ({ page }) => {
    const shell = await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    expect(await entriesOf(shell)).toEqual(
      without([
        'Globalt',
        'Produkter',
        'Produktmaler',
        'Attributter',
        'Tilbud',
        'Etiketter',
        'Kunder',
        'Produktkataloger',
        'Eksperimenter',
        'Apper',
      ]),
    );
  });

  test('choosing Hjemmeside hides the shop and the optional areas', async ({ page }) => {
    const shell = await Shell.signInTo(page, 'admin@demo.vev.no', 'Hjemmeside');
    expect(await entriesOf(shell)).toEqual([
      'Hjem',
      'Innhold',
      'Sider',
      'Kategorier',
      'Filer',
      'Globalt',
      'Komponenter',
      'Skjemaer',
      'Eksperimenter',
      'Rapporter',
      'Besøk',
      'Apper',
      'Innstillinger',
    ]);
  });

  test('a department of another site has product catalogues but no content catalogues', async ({ page }) => {
    const shell = await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Avdeling');
    const entries = await entriesOf(shell);
    expect(entries).toContain('Produktkataloger');
    expect(entries).not.toContain('Innholdskataloger');
    expect(entries).not.toContain('B2B');
    expect(entries).not.toContain('Booking');
  });

  test('an area that is not built yet says so, under its own name', async ({ page }) => {
    const shell = await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    await shell.section('B2B').click();
    await shell.entry('Bedrifter').click();
    await expect(page).toHaveURL(/\/b2b\/bedrifter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bedrifter' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Under arbeid' })).toBeVisible();
    await expect(shell.entry('Bedrifter')).toHaveAttribute('data-active', 'true');
  });

  test('the area entries redirect to their first screen', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    await page.goto('/innhold');
    await expect(page).toHaveURL(/\/innhold\/sider$/);
    await page.goto('/butikk');
    await expect(page).toHaveURL(/\/butikk\/ordrer$/);
  });
});
