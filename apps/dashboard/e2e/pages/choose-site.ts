import { expect, type Page } from '@playwright/test';

/** /velg-nettsted: the table of the user's sites. */
export class ChooseSitePage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Vennligst velg nettsted' });

  async choose(siteName: string): Promise<void> {
    await expect(this.heading()).toBeVisible();
    await this.page.getByRole('button', { name: `Velg ${siteName}` }).click();
    await expect(this.page).toHaveURL(/\/$/);
  }

  rows() {
    return this.page.getByRole('row');
  }

  /** The row of one site: a click anywhere on it chooses the site. */
  row(siteName: string) {
    return this.rows().filter({ has: this.page.getByRole('button', { name: `Velg ${siteName}`, exact: true }) });
  }
}
