import { expect, type Page } from '@playwright/test';

/** A demo site's public storefront, on its own host (`{name}.localhost:{port}`). */
export class StorefrontPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  /** The storefront of the named site, on the port the dashboard is served on. */
  static of(page: Page, siteName: string, baseURL: string | undefined): StorefrontPage {
    const dashboard = new URL(baseURL ?? 'http://localhost:3210');
    return new StorefrontPage(page, `${dashboard.protocol}//${siteName}.localhost:${dashboard.port}`);
  }

  async open(path = '/') {
    const response = await this.page.goto(`${this.origin}${path}`);
    return response?.status();
  }

  menu() {
    return this.page.getByRole('navigation', { name: 'Hovedmeny' });
  }

  /** The mobile menu is a disclosure ('Meny') that opens the same links. */
  async openMobileMenu() {
    await this.page.getByText('Meny', { exact: true }).click();
    await expect(this.menu()).toBeVisible();
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The cookie consent dialog (sites with it switched on). */
  consentDialog() {
    return this.page.getByRole('dialog', { name: 'Vi bruker informasjonskapsler' });
  }

  /** The button below the footer that opens the consent dialog again. */
  reopenConsent() {
    return this.page.getByRole('button', { name: 'Informasjonskapsler', exact: true });
  }
}
