import { expect, type Locator, type Page } from '@playwright/test';

/** 'Dupliser nettsted' on /innstillinger/nettsted: the section, its modal and the copy's notice. */
export class SiteDuplicationPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/innstillinger/nettsted');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Nettsted' })).toBeVisible();
  }

  section(): Locator {
    return this.page.getByRole('group', { name: 'Dupliser nettsted' });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Dupliser nettsted' });
  }

  /** Fills in the modal and submits it; `leaveOut` names the choices to untick ('Filer' …). */
  async duplicate(input: { confirmSite: string; newSiteName: string; leaveOut?: string[] }): Promise<void> {
    await this.section().getByRole('button', { name: 'Dupliser nettsted' }).click();
    const dialog = this.dialog();
    await dialog.getByRole('textbox', { name: 'Skriv navnet på nettstedet for å bekrefte' }).fill(input.confirmSite);
    await dialog.getByRole('textbox', { name: /^Navn på det nye nettstedet/ }).fill(input.newSiteName);
    for (const choice of input.leaveOut ?? []) await dialog.getByRole('checkbox', { name: choice }).uncheck();
    await dialog.getByRole('button', { name: 'Dupliser', exact: true }).click();
  }
}
