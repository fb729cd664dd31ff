import { expect, type Page } from '@playwright/test';
import type { StorefrontPage } from './storefront';

/** Testkort's hosted payment page on the platform (`/betaling/testkort/{reference}`), by its Norwegian labels. */
export class TestkortPage {
  constructor(private readonly page: Page) {}

  /** At checkout with Testkort chosen: 'Bekreft bestilling' leads here. */
  static async fromCheckout(
    page: Page,
    shop: StorefrontPage,
    buyer: { name: string; email: string },
  ): Promise<TestkortPage> {
    await shop.open('/kasse');
    // A changed postcode asks for the address's shipping (the shop's script) while the buyer types on:
    // only the shipping choices and the summary are replaced, so 'Poststed', typed meanwhile, stays.
    const shipping = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/kasse',
    );
    await page.getByLabel('Postnummer').fill('5013');
    await page.getByLabel('Poststed').fill('Bergen');
    expect((await shipping).status()).toBe(200);
    await expect(page.getByRole('radio', { name: /^Hjemlevering/ })).toBeChecked();
    await page.getByLabel('Navn').fill(buyer.name);
    await page.getByLabel('E-post').fill(buyer.email);
    await page.getByLabel('Adresse').fill('Strandgaten 12');
    await expect(page.getByLabel('Postnummer')).toHaveValue('5013');
    await expect(page.getByLabel('Poststed')).toHaveValue('Bergen');
    await page.getByRole('radio', { name: 'Testkort' }).check();
    await page.getByRole('button', { name: 'Bekreft bestilling' }).click();
    await expect(page).toHaveURL(/\/betaling\/testkort\/tk_/);
    return new TestkortPage(page);
  }

  payButton() {
    return this.page.getByRole('button', { name: /^Betal \d/ });
  }

  async pay(card: { number: string; expiry?: string; cvc?: string }): Promise<void> {
    await this.page.getByLabel('Kortnummer').fill(card.number);
    await this.page.getByLabel('Utløpsdato').fill(card.expiry ?? '12/39');
    await this.page.getByLabel('CVC').fill(card.cvc ?? '123');
    await this.payButton().click();
  }

  alert() {
    return this.page.getByRole('alert');
  }
}
