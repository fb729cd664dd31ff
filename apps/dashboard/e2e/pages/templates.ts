import { expect, type Locator, type Page } from '@playwright/test';

/** Answers the confirmation modal that asks `question` with its confirm button. */
export async function confirmIn(page: Page, question: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** /innstillinger/maler/liste: the templates, 'Opprett mal' and each row's actions. */
export class TemplateListPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/innstillinger/maler/liste');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Maler' })).toBeVisible();
  }

  /** Creates a whole template through the 'Opprett mal' modal and waits for its editor. */
  async create(name: string): Promise<TemplateEditorPage> {
    await this.page.getByRole('button', { name: 'Opprett mal' }).first().click();
    const dialog = this.page.getByRole('dialog', { name: 'Opprett mal' });
    await dialog.getByRole('textbox', { name: /^Navn/ }).fill(name);
    await dialog.getByRole('button', { name: 'Opprett', exact: true }).click();
    const editor = new TemplateEditorPage(this.page);
    await expect(editor.heading(name)).toBeVisible();
    return editor;
  }

  /** A template's row, found by its link (the row's accessible name is the template's name). */
  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  async rowAction(name: string, action: 'Rediger design' | 'Dupliser' | 'Slett'): Promise<void> {
    await this.page.getByRole('button', { name: `Handlinger for ${name}`, exact: true }).click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }
}

/** /innstillinger/maler/liste/{template}: heading, tabs, the sections by area and the footer's actions. */
export class TemplateEditorPage {
  constructor(private readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  tab(name: 'Innhold' | 'Generelt'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** One area of the sections summary: 'Topp', 'Hovedinnhold' or 'Bunn'. */
  area(name: 'Topp' | 'Hovedinnhold' | 'Bunn'): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  nameField(): Locator {
    return this.page.getByRole('textbox', { name: /^Navn( \*)?$/ });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
}

/** /innstillinger/maler/bruk: one row per page type with its template. */
export class TemplateUsagePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/innstillinger/maler/bruk');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Malbruk' })).toBeVisible();
  }

  /** The template picker of a page type ('Forside', 'Side' …). */
  picker(pageType: string): Locator {
    return this.page.getByRole('combobox', { name: `Mal for ${pageType}`, exact: true });
  }

  /** A page type's row, as readers see it: the page type and the template's name. */
  row(pageType: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: pageType, exact: true }) });
  }

  /** Chooses a template for a page type and answers the question with 'Endre mal'. */
  async assign(pageType: string, template: string): Promise<void> {
    await this.picker(pageType).click();
    await this.page.getByRole('option', { name: template, exact: true }).click();
    await confirmIn(this.page, 'Er du sikker på at du vil endre malen for denne sidetypen?', 'Endre mal');
  }
}
