import { expect, type Page } from '@playwright/test';

export const demoPassword = 'demo1234';

/** The dashboard's /logg-inn and the provider's sign-on form behind it. */
export class SignOnPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/logg-inn');
    await this.page.getByRole('link', { name: 'Logg inn med Vev' }).click();
    await expect(this.page.getByLabel('E-post')).toBeVisible();
  }

  async submit(email: string, password: string = demoPassword): Promise<void> {
    await this.page.getByLabel('E-post').fill(email);
    await this.page.getByLabel('Passord').fill(password);
    await this.page.getByRole('button', { name: 'Logg inn' }).click();
  }

  async forgotPassword(): Promise<void> {
    await this.page.getByRole('link', { name: 'Glemt passordet?' }).click();
    await expect(this.page.getByRole('heading', { name: 'Glemt passordet?' })).toBeVisible();
  }

  async signIn(email: string, password: string = demoPassword): Promise<void> {
    await this.open();
    await this.submit(email, password);
  }
}
