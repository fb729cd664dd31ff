import { expect, type Locator, type Page } from '@playwright/test';

/** Innstillinger → Datasett: a set's fields, each added in the field modal. */
export class DataSetFieldEditor {
  readonly rows: Locator;

  constructor(private readonly page: Page) {
    this.rows = page.getByRole('list', { name: 'Felter' }).getByRole('listitem');
  }

  private get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Adds a field: its label (the system name follows), type, 'Må fylles ut' and a select's options. */
  async add(field: {
    label: string;
    type?: string;
    required?: boolean;
    options?: [value: string, label: string][];
  }): Promise<void> {
    await this.page.getByRole('button', { name: 'Legg til felt' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Nytt felt' })).toBeVisible();
    if (field.type) {
      await this.dialog.getByRole('combobox', { name: 'Type' }).click();
      await this.page.getByRole('option', { name: field.type }).click();
    }
    await this.dialog.getByRole('textbox', { name: 'Etikett' }).first().fill(field.label);
    if (field.required) await this.dialog.getByRole('switch', { name: 'Må fylles ut' }).check({ force: true });
    for (const [index, [value, label]] of (field.options ?? []).entries()) {
      await this.dialog.getByRole('button', { name: 'Legg til valg' }).click();
      await this.dialog.getByRole('textbox', { name: 'Verdi' }).nth(index).fill(value);
      await this.dialog
        .getByRole('textbox', { name: 'Etikett' })
        .nth(index + 1)
        .fill(label);
    }
    await this.apply();
  }

  /** 'Bruk': the modal closes once the field passes the set's rules. */
  async apply(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Bruk' }).click();
    await expect(this.dialog).toHaveCount(0);
  }
}
