import { expect, type Locator, type Page } from '@playwright/test';

/** A field as the editor's 'Legg til felt' modal sets it up. */
export interface NewFormField {
  label: string;
  /** The type's Norwegian name in 'Type' ('Fil'); a new field is 'Tekst'. */
  type?: string;
  required?: boolean;
  /** 'Tillatte filtyper' under 'Regler', for a file field. */
  accept?: string;
}

/** Skjemaer (/skjemaer): the form editor with its field modal, and the form's Innsendelser. */
export class FormEditorPage {
  readonly fieldDialog: Locator;

  constructor(private readonly page: Page) {
    this.fieldDialog = page.getByRole('dialog');
  }

  /** 'Opprett skjema' from the list, named. */
  async create(name: string): Promise<void> {
    await this.page.getByRole('link', { name: 'Opprett skjema' }).first().click();
    await expect(this.page).toHaveURL(/\/skjemaer\/opprett$/);
    await this.page.getByRole('textbox', { name: 'Navn' }).fill(name);
  }

  async addField(field: NewFormField): Promise<void> {
    const dialog = this.fieldDialog;
    await this.page.getByRole('button', { name: 'Legg til felt' }).click();
    if (field.type) {
      await dialog.getByRole('combobox', { name: 'Type' }).click();
      await this.page.getByRole('option', { name: field.type, exact: true }).click();
    }
    await dialog.getByRole('textbox', { name: 'Etikett' }).fill(field.label);
    if (field.required) await dialog.getByRole('switch', { name: 'Må fylles ut' }).check();
    if (field.accept !== undefined) {
      await dialog.getByRole('tab', { name: 'Regler' }).click();
      await dialog.getByRole('textbox', { name: 'Tillatte filtyper' }).fill(field.accept);
    }
    await dialog.getByRole('button', { name: 'Bruk' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByRole('listitem', { name: field.label })).toBeVisible();
  }

  /** 'Lagre', and the saved form's heading. */
  async save(name: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Lagre' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async openEntries(): Promise<void> {
    await this.page.getByRole('tab', { name: 'Innsendelser' }).click();
    await expect(this.page).toHaveURL(/\/innsendelser$/);
  }

  /** A submission's row in Innsendelser, by a value it shows. */
  entryRow(text: string | RegExp): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** The entry opened from its row: the whole entry, files as links. */
  entryDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Innsendelse' });
  }
}
