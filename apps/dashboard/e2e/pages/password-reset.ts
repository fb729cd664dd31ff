import type { Page } from '@playwright/test';

/** The provider's password-reset pages: 'Glemt passordet?' and 'Velg nytt passord' behind the mailed link. */
export class PasswordResetPage {
  constructor(private readonly page: Page) {}

  async askForLink(email: string): Promise<void> {
    await this.page.getByLabel('E-post').fill(email);
    await this.page.getByRole('button', { name: 'Send lenke' }).click();
  }

  async choosePassword(password: string, repeated: string = password): Promise<void> {
    await this.page.getByLabel('Nytt passord').fill(password);
    await this.page.getByLabel('Gjenta passordet').fill(repeated);
    await this.page.getByRole('button', { name: 'Lagre nytt passord' }).click();
  }
}
