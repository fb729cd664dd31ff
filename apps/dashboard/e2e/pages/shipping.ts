import { expect, type Locator, type Page } from '@playwright/test';

/** /innstillinger/frakt, its zones and its classes, by their Norwegian labels. */
export class ShippingPage {
  constructor(private readonly page: Page) {}

  async openZones(): Promise<void> {
    await this.page.goto('/innstillinger/frakt/soner');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Fraktsoner' })).toBeVisible();
  }

  async openClasses(): Promise<void> {
    await this.page.goto('/innstillinger/frakt/klasser');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Fraktklasser' })).toBeVisible();
  }

  /** From a list: 'Opprett' leads to the empty form. */
  async startNew(): Promise<void> {
    await this.page.getByRole('link', { name: 'Opprett' }).first().click();
    await expect(this.page).toHaveURL(/\/opprett$/);
  }

  /** The first 'Navn' is the zone's or the class's own; each method has its own inside its group. */
  get name(): Locator {
    return this.page.getByRole('textbox', { name: 'Navn', exact: true }).first();
  }

  /** 'Fraktmetode 1' … as its group. */
  method(number: number): Locator {
    return this.page.getByRole('group', { name: `Fraktmetode ${number}` });
  }

  field(scope: Locator, label: string): Locator {
    return scope.getByRole('textbox', { name: label, exact: true });
  }

  classPicker(method: Locator): Locator {
    return method.getByRole('combobox', { name: 'Legg til fraktklasse' });
  }

  /** The classes the method's picker offers. */
  async offeredClasses(method: Locator): Promise<string[]> {
    await this.classPicker(method).click();
    const options = this.page.getByRole('option');
    await expect(options.first()).toBeVisible();
    const names = await options.allInnerTexts();
    await this.page.keyboard.press('Escape');
    return names.map((name) => name.trim());
  }

  async pickClass(method: Locator, name: string): Promise<void> {
    await this.classPicker(method).click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Lagre' }).click();
    await expect(this.page.getByText('Innstillinger lagret')).toBeVisible();
  }

  /** 'Slett', then yes in the confirmation. */
  async delete(): Promise<void> {
    await this.page.getByRole('button', { name: 'Slett', exact: true }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Slett' }).click();
  }
}
