import { expect, test } from '@playwright/test';
import { ProductsPage } from './pages/products';
import { Shell } from './pages/shell';
import { ShopPage } from './pages/shop';
import { StorefrontPage } from './pages/storefront';

test.describe('products (spec 3 Products)', () => {
  test('from a colour attribute and a product template to a published product on the storefront', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    const shop = new ShopPage(page);
    const products = new ProductsPage(page);

    // An attribute with colour options …
    await shop.openAttributes();
    await page.getByRole('link', { name: 'Opprett attributt' }).click();
    await shop.name.fill('Rammefarge');
    await shop.chooseType('Farge');
    await shop.addOption('Grønn', '#2f9e44');
    await shop.addOption('Oransje', '#f76707');
    await shop.save();

    // … a product template with it …
    await page.goto('/butikk/produktmaler');
    await page.getByRole('link', { name: 'Opprett produktmal' }).first().click();
    await page.getByRole('textbox', { name: 'Navn' }).fill('Terrengsykler');
    await page.getByRole('tab', { name: 'Attributter' }).click();
    await page.getByRole('combobox', { name: 'Legg til attributt' }).fill('Rammefarge');
    await page.getByRole('option', { name: 'Rammefarge' }).click();
    // Its simple variants choose their own frame colour.
    await page.getByRole('list', { name: 'Attributter' }).getByRole('switch', { name: 'For enkle varianter' }).check();
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Endringer lagret')).toBeVisible();

    // … and a product made from the template: its attribute comes with it.
    await products.openList();
    await products.create({ name: 'Terrengsykkel Fjellrev', sku: 'E2E-FJELLREV', template: 'Terrengsykler' });
    await products.money('Pris inkl. mva.', '12990');
    await products.field('Produsent').fill('Fjellrytter');
    await products.saved();
    await products.tab('Attributter');
    await expect(page.getByRole('listitem', { name: 'Rammefarge' })).toBeVisible();

    await products.tab('Bilder');
    await expect(page.getByText('Mangler bilder')).toBeVisible();
    await page.getByRole('button', { name: 'Last opp eller velg bilder' }).click();
    const library = page.getByRole('dialog', { name: 'Mediebibliotek' });
    await library
      .getByRole('button', { name: /^Velg / })
      .first()
      .click();
    await library.getByRole('button', { name: 'Legg til bilder' }).click();
    await expect(page.getByRole('checkbox', { name: 'Hovedbilde' })).toBeChecked();
    await products.saved();

    await products.tab('Varianter');
    await expect(page.getByText('Ingen varianter enda')).toBeVisible();
    await products.addVariant({
      name: 'Grønn ramme',
      sku: 'E2E-FJELLREV-G',
      attribute: { name: 'Rammefarge', value: 'Grønn' },
    });
    await products.addVariant({ name: 'Oransje ramme', sku: 'E2E-FJELLREV-O', price: '13490' });
    await page.getByRole('button', { name: 'Rediger variant Grønn ramme' }).click();
    const edited = page.getByRole('dialog', { name: 'Rediger variant' });
    await expect(edited.getByRole('combobox', { name: 'Rammefarge' })).toHaveValue('Grønn');
    await edited.getByRole('button', { name: 'Avbryt' }).click();

    await products.tab('Brukertilpasning');
    await expect(page.getByText('Ingen tilpasningsfelter')).toBeVisible();
    await products.addCustomizeField({ label: 'Gravering', type: 'Avkrysning', price: '199' });
    await products.addCustomizeField({ label: 'Tekst på rammen', type: 'Tekst', shownWhenSet: 'Gravering' });
    await products.saved();

    await products.setStatus('Aktiv');
    await products.publish();

    // On the storefront: the price with MVA, the variants to choose from, and the conditional field.
    const storefront = StorefrontPage.of(page, 'demobutikk', baseURL);
    expect(await storefront.open('/produkt/terrengsykkel-fjellrev')).toBe(200);
    await expect(storefront.heading()).toHaveText('Terrengsykkel Fjellrev');
    await expect(page.getByText('12 990,00 kr').first()).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Fjellrytter' })).toBeVisible();
    const chooser = page.getByRole('group', { name: 'Velg variant' });
    await expect(chooser.getByRole('radio', { name: /Grønn ramme/ })).toBeChecked();
    await expect(chooser.getByText(/13\s490,00\s*kr/)).toBeVisible();
    const engraving = page.getByRole('checkbox', { name: /Gravering/ });
    const text = page.getByRole('textbox', { name: /Tekst på rammen/ });
    await expect(text).toBeHidden();
    await engraving.check();
    await expect(text).toBeVisible();
  });

  test('a reader sees a product read-only', async ({ page }) => {
    await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    const products = new ProductsPage(page);
    await products.openList();
    await page.getByRole('link', { name: 'Barnehjelm Fjes' }).click();
    await expect(products.heading('Barnehjelm Fjes')).toBeVisible();
    await expect(page.getByText('Du kan se produktet, men ikke endre det.', { exact: false })).toBeVisible();
    await expect(products.field('Navn *').or(products.field('Navn'))).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Publiser' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Opprett produkt' })).toHaveCount(0);
  });
});
