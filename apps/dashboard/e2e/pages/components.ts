import { expect, type Locator, type Page } from '@playwright/test';

/** /innhold/komponenter: search, the list and 'Opprett komponent'. */
export class ComponentListPage {
  constructor(private readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Komponenter' });
  }

  async open(): Promise<void> {
    await this.page.goto('/innhold/komponenter');
    await expect(this.heading()).toBeVisible();
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Søk etter komponenter' }).fill(text);
  }

  link(name: string): Locator {
    return this.page.getByRole('link', { name, exact: true });
  }

  /** Creates a component through the modal (type by its label, 'Hero' …) and waits for its editor. */
  async create(input: { name: string; type: string; description?: string }): Promise<ComponentEditorPage> {
    await this.page.getByRole('button', { name: 'Opprett komponent' }).first().click();
    const dialog = this.page.getByRole('dialog', { name: 'Opprett komponent' });
    await dialog.getByRole('textbox', { name: /^Navn/ }).fill(input.name);
    await dialog.getByRole('combobox', { name: /^Komponenttype/ }).click();
    // Each option shows the type's label and then its description.
    await this.page
      .getByRole('option', { name: new RegExp(`^${input.type}`) })
      .first()
      .click();
    if (input.description) await dialog.getByRole('textbox', { name: 'Beskrivelse' }).fill(input.description);
    await dialog.getByRole('button', { name: 'Opprett', exact: true }).click();
    const editor = new ComponentEditorPage(this.page);
    await expect(editor.heading(input.name)).toBeVisible();
    return editor;
  }
}

/** /innhold/komponenter/{component}: heading, tabs and the Generelt fields. */
export class ComponentEditorPage {
  constructor(private readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  tab(name: 'Innhold' | 'Generelt'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  field(label: 'Navn' | 'Komponenttype' | 'Beskrivelse'): Locator {
    return this.page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
  }
}
