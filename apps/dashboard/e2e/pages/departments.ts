import { expect, type Page } from '@playwright/test';

/** /innstillinger/avdelinger and a department's page. */
export class DepartmentsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/innstillinger/avdelinger');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Avdelinger' })).toBeVisible();
  }

  async create(displayName: string, notificationEmail: string): Promise<void> {
    await this.page.getByRole('link', { name: 'Opprett avdeling' }).first().click();
    await expect(this.page).toHaveURL(/\/innstillinger\/avdelinger\/opprett$/);
    await this.page.getByRole('textbox', { name: 'Navn', exact: true }).fill(displayName);
    await this.page.getByRole('textbox', { name: 'E-post for varsler' }).fill(notificationEmail);
    await this.page.getByRole('button', { name: 'Lagre' }).click();
  }

  /** A new department, chosen as the current site through 'Gå til dashbord'; answers its system name. */
  async createAndOpen(displayName: string, notificationEmail: string): Promise<string> {
    await this.open();
    await this.create(displayName, notificationEmail);
    await expect(this.page.getByText('Avdeling opprettet')).toBeVisible();
    const siteName = await this.page.getByRole('textbox', { name: 'Systemnavn' }).inputValue();
    await this.page.getByRole('tab', { name: 'Gå til dashbord' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
    return siteName;
  }
}
