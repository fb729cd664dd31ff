import { expect, type Locator, type Page } from '@playwright/test';
import { StorefrontPage } from './storefront';

/** A visitor's purchase on a demo shop's storefront: product page, cart, checkout, confirmation. */
export class StorefrontCheckout {
  constructor(private readonly shop: StorefrontPage) {}

  static of(page: Page, siteName: string, baseURL: string | undefined): StorefrontCheckout {
    return new StorefrontCheckout(StorefrontPage.of(page, siteName, baseURL));
  }

  private get page(): Page {
    return this.shop.page;
  }

  /** 'Legg i handlekurv' on the product's page (`/produkt/{slug}`). */
  async addToCart(slug: string): Promise<void> {
    await this.shop.open(`/produkt/${slug}`);
    const consent = this.shop.consentDialog();
    if (await consent.isVisible()) await consent.getByRole('button', { name: 'Bare nødvendige' }).click();
    await this.page.getByRole('button', { name: 'Legg i handlekurv' }).first().click();
    await expect(this.page).toHaveURL(/\/handlekurv/);
  }

  /** Fills in the buyer at /kasse, chooses the payment method, confirms, and answers the order number. */
  async checkOut(buyer: { name: string; email: string }, payment: string): Promise<number> {
    await this.shop.open('/kasse');
    await this.page.getByLabel('Navn').fill(buyer.name);
    await this.page.getByLabel('E-post').fill(buyer.email);
    await this.page.getByLabel('Adresse').fill('Strandgaten 12');
    await this.page.getByLabel('Postnummer').fill('5013');
    await this.page.getByLabel('Poststed').fill('Bergen');
    await this.page.getByRole('radio', { name: payment }).check();
    await this.page.getByRole('button', { name: 'Bekreft bestilling' }).click();
    const thanks = this.page.getByRole('heading', { level: 1, name: 'Takk for bestillingen!' });
    // A refused checkout shows its reason at the top of the form: the failure then names it.
    const refusal = this.page.getByRole('alert').filter({ hasText: /\S/ });
    await expect(thanks.or(refusal).first()).toBeVisible({ timeout: 15_000 });
    if (!(await thanks.isVisible())) throw new Error(`checkout refused: ${await refusal.first().innerText()}`);
    const number = await this.page.getByText('Ordrenummer').locator('strong').innerText();
    return Number(number);
  }
}

/** Butikk's orders: the list and the editor (Generelt, betalinger), by their Norwegian labels. */
export class OrdersPage {
  constructor(private readonly page: Page) {}

  /** What the product list says of a product's stock ('6 på lager'). */
  async stockOf(product: string): Promise<string> {
    await this.page.goto(`/butikk/produkter?q=${encodeURIComponent(product)}`);
    const row = this.page.getByRole('row').filter({ hasText: product });
    await expect(row).toHaveCount(1);
    return row.getByText(/på lager$/).innerText();
  }

  async openList(): Promise<void> {
    await this.page.goto('/butikk/ordrer');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Ordrer' })).toBeVisible();
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Søk etter ordrenummer, kundenavn eller e-post' }).fill(text);
  }

  /** The list's row of the order, found by its number. */
  row(orderNumber: number): Locator {
    return this.page.getByRole('row').filter({ hasText: `#${orderNumber}` });
  }

  async open(orderNumber: number): Promise<void> {
    await this.page.getByRole('link', { name: `Ordre #${orderNumber}` }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: `Ordre #${orderNumber}` })).toBeVisible();
  }

  async tab(name: 'Generelt' | 'Betalinger'): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  /** The order's badges under its title. */
  badge(label: string): Locator {
    return this.page
      .locator('.mantine-Badge-root')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .first();
  }

  async toast(message: string): Promise<void> {
    await expect(this.page.getByText(message, { exact: true })).toBeVisible();
  }

  async setStatus(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Status' }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await this.page.getByRole('button', { name: 'Lagre' }).click();
    await this.toast('Endringer lagret');
  }

  /** 'Legg til notat'; an external note (internal off) is e-mailed to the customer. */
  async addNote(text: string, options: { internal: boolean }): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Notat' }).fill(text);
    const internal = this.page.getByRole('switch', { name: /^Internt notat/ });
    if ((await internal.isChecked()) !== options.internal) await internal.click({ force: true });
    await this.page.getByRole('button', { name: 'Legg til notat' }).click();
    await this.toast('Notat lagret!');
  }

  note(text: string): Locator {
    return this.page.getByRole('listitem', { name: text });
  }

  /** One payment's section on betalinger, named by its provider ('Faktura', 'Testkort'). */
  payment(provider: string): Locator {
    return this.page.getByRole('region', { name: provider });
  }

  async activate(provider: string): Promise<void> {
    await this.payment(provider).getByRole('button', { name: 'Aktiver' }).click();
    await this.toast('Betaling aktivert');
  }

  /** 'Refunder' with a quantity of one line; the line's sum follows the quantity. */
  async refundLine(provider: string, line: string, amount: number, note: string): Promise<void> {
    await this.payment(provider).getByRole('button', { name: 'Refunder' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Refunder betaling' });
    await dialog.getByRole('textbox', { name: `Antall: ${line}` }).fill(String(amount));
    await dialog.getByRole('textbox', { name: 'Notat' }).fill(note);
    await dialog.getByRole('button', { name: 'Refunder' }).click();
    await this.toast('Betaling refundert');
    await expect(dialog).toBeHidden();
  }
}

/** A draft order for a customer who calls: 'Opprett ordre', products, buyer, 'Fullfør ordre'. */
export class DraftOrdersPage {
  constructor(private readonly page: Page) {}

  /** 'Opprett ordre' on the list: a new draft opens at its own address. */
  async create(): Promise<void> {
    await this.page.goto('/butikk/ordrer');
    await this.page.getByRole('link', { name: 'Opprett ordre' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Utkast' })).toBeVisible();
    await expect(this.page).toHaveURL(/\/butikk\/ordrer\/(?!opprett)[^/]+$/);
  }

  /** Searches the product by name and adds it; the server prices the line. */
  async addProduct(name: string): Promise<void> {
    const box = this.page.getByRole('combobox', { name: 'Legg til produkt' });
    await box.fill(name);
    await this.page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
    await expect(this.page.getByRole('table').getByText(name, { exact: true })).toBeVisible();
  }

  async setQuantity(product: string, quantity: number): Promise<void> {
    const input = this.page.getByRole('textbox', { name: `Antall: ${product}` });
    await input.fill(String(quantity));
    await input.blur();
  }

  total(): Locator {
    return this.page.getByTestId('draft-total');
  }

  async fillBuyer(buyer: { name: string; email: string; address: string; postalCode: string; city: string }) {
    await this.page.getByRole('textbox', { name: 'Navn' }).fill(buyer.name);
    await this.page.getByRole('textbox', { name: 'E-post' }).fill(buyer.email);
    await this.page.getByRole('textbox', { name: 'Adresse' }).fill(buyer.address);
    await this.page.getByRole('textbox', { name: 'Postnummer' }).fill(buyer.postalCode);
    await this.page.getByRole('textbox', { name: 'Sted' }).fill(buyer.city);
    await this.page.getByRole('button', { name: 'Lagre utkast' }).click();
    await expect(this.page.getByText('Utkast lagret', { exact: true })).toBeVisible();
  }

  /** The list's drafts ('Vis: Utkast'), and the row of the buyer's draft. */
  async findInDrafts(email: string): Promise<Locator> {
    await this.page.goto('/butikk/ordrer?draft=true');
    await this.page.getByRole('searchbox', { name: 'Søk etter ordrenummer, kundenavn eller e-post' }).fill(email);
    const row = this.page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    return row;
  }

  /** 'Fullfør ordre' with the chosen payment; answers the new order number. */
  async complete(payment: 'Faktura' | 'Betalingslenke (Testkort)'): Promise<number> {
    await this.page.getByRole('button', { name: 'Fullfør ordre' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Fullfør ordre' });
    await dialog.getByRole('radio', { name: payment }).check();
    await dialog.getByRole('button', { name: 'Fullfør ordre' }).click();
    const heading = this.page.getByRole('heading', { level: 1, name: /^Ordre #\d+$/ });
    await expect(heading).toBeVisible();
    return Number((await heading.innerText()).replace(/\D/g, ''));
  }
}
