import { expect, type Locator, type Page } from '@playwright/test';

/** Butikk's attributes and labels, by their Norwegian labels. */
export class ShopPage {
  constructor(private readonly page: Page) {}

  async openAttributes(): Promise<void> {
    await this.page.goto('/butikk/attributter');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Attributter' })).toBeVisible();
  }

  async openLabels(): Promise<void> {
    await this.page.goto('/butikk/etiketter');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Etiketter' })).toBeVisible();
  }

  /** The attribute's or label's own 'Navn'. */
  get name(): Locator {
    return this.page.getByRole('textbox', { name: 'Navn', exact: true });
  }

  get internalName(): Locator {
    return this.page.getByRole('textbox', { name: 'Internt navn' });
  }

  /** The options in their order, each a list item named by its value. */
  get options(): Locator {
    return this.page.getByRole('list', { name: 'Valg' }).getByRole('listitem');
  }

  option(value: string): Locator {
    return this.page.getByRole('list', { name: 'Valg' }).getByRole('listitem', { name: value, exact: true });
  }

  async chooseType(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Type' }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  /** 'Legg til valg', then its value (and colour, for a colour attribute). */
  async addOption(value: string, colour?: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Legg til valg' }).click();
    const row = this.options.last();
    await row.getByRole('textbox', { name: 'Verdi' }).fill(value);
    if (colour) {
      await row.getByRole('textbox', { name: 'Farge' }).fill(colour);
      await row.getByRole('textbox', { name: 'Farge' }).press('Tab');
    }
  }

  /** Drags an option by its handle onto another's place, with the mouse. */
  async dragOption(value: string, onto: string): Promise<void> {
    const handle = this.option(value).getByRole('button', { name: /^Flytt/ });
    const target = this.option(onto);
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('The option rows are not on screen');
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    // Past the sensor's 4 px activation distance, then onto the target in steps so the list can follow.
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
    await this.page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 12 });
    await this.page.mouse.up();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Lagre' }).click();
    await expect(this.page.getByText('Endringer lagret')).toBeVisible();
  }
}
