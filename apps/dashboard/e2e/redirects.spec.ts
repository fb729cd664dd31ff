import { expect, test } from '@playwright/test';
import { RedirectsPage } from './pages/redirects';
import { Shell } from './pages/shell';

test.describe('redirects (spec 2 §5)', () => {
  test('an admin imports redirects from a spreadsheet, sees bad rows named, exports them, and the shop follows them', async ({
    page,
    baseURL,
  }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const redirects = new RedirectsPage(page);
    await redirects.open();

    await redirects.import('feil.csv', '/gammel,/ny\nuten-skraastrek,/ny\n/annen,/ny,307');
    const failure = page.getByRole('alert').filter({ hasText: 'Filen ble ikke importert' });
    await expect(failure.getByText('Rad 2: Gammel URL må begynne med / eller http(s)://.')).toBeVisible();
    await expect(failure.getByText('Rad 3: Koden må være 301 eller 302.')).toBeVisible();

    await redirects.import(
      'flytting.csv',
      'Gammel URL;Ny URL;Kode\n/gamle-sykler/;/sykler;\nhttps://gammel.demobutikk.no/kampanje;/tilbud;302\n',
    );
    await expect(page.getByText('2 videresendinger importert')).toBeVisible();
    await expect(failure).toBeHidden();
    await expect(redirects.row('/gamle-sykler').getByText('301 Permanent')).toBeVisible();
    await expect(redirects.row('/kampanje').getByText('302 Midlertidig')).toBeVisible();

    await redirects.search('kampanje');
    await expect(redirects.row('/gamle-sykler')).toBeHidden();
    await redirects.search('finnes-ikke');
    await expect(page.getByText('Ingen treff på «finnes-ikke»')).toBeVisible();

    expect(await redirects.export()).toBe(
      'Gammel URL,Ny URL,Kode\r\n/gamle-sykler,/sykler,301\r\n/kampanje,/tilbud,302\r\n',
    );

    // The storefront looks up the redirects before any page.
    const shop = `http://demobutikk.localhost:${new URL(baseURL ?? '').port}`;
    const visit = await page.goto(`${shop}/gamle-sykler/`);
    expect(visit?.request().redirectedFrom()?.url()).toBe(`${shop}/gamle-sykler/`);
    await expect(page).toHaveURL(`${shop}/sykler`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sykler');
  });

  test('a contributor is told that redirects are for administrators', async ({ page }) => {
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    const redirects = new RedirectsPage(page);
    await redirects.open();
    await expect(page.getByText('Bare administratorer kan se og endre videresendinger.')).toBeVisible();
    await expect(redirects.importButton).toBeHidden();
    await expect(redirects.exportButton).toBeHidden();
  });
});
