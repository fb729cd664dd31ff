import { expect, type Locator, type Page } from '@playwright/test';

/** A content list (/innhold/sider …) with its create modal. */
export class PageListPage {
  constructor(private readonly page: Page) {}

  async open(path = '/innhold/sider'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** Creates a page through 'Opprett side' (or an already open create modal) and waits for its editor. */
  async create(title: string, { modalOpen = false } = {}): Promise<PageEditorPage> {
    if (!modalOpen) await this.page.getByRole('button', { name: 'Opprett side' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Opprett side' });
    await dialog.getByLabel('Tittel').fill(title);
    await expect(dialog.getByRole('combobox', { name: 'Mal' })).toHaveValue('Standard side');
    await dialog.getByRole('button', { name: 'Opprett' }).click();
    const editor = new PageEditorPage(this.page);
    await expect(editor.heading(title)).toBeVisible();
    return editor;
  }
}

/** The page editor: tabs, fields, the footer's actions and the revision view. */
export class PageEditorPage {
  readonly footerStatus: Locator;

  constructor(private readonly page: Page) {
    this.footerStatus = page.getByRole('status').filter({ hasText: /lagret|Lagrer|Ulagrede/ });
  }

  heading(title: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: title });
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** A field in the Generelt tab's first group (the SEO and plug groups repeat some labels). */
  field(label: string): Locator {
    return this.page
      .getByRole('group', { name: 'Generelt' })
      .getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  unpublishedBadge(): Locator {
    return this.page.getByText('Upubliserte endringer', { exact: true });
  }

  async saved(): Promise<void> {
    await expect(this.page.getByText('Alt er lagret')).toBeVisible();
  }

  /** Clicks an action in the footer and confirms it in the dialog that asks. */
  async confirmed(action: string, question: string): Promise<void> {
    await this.button(action).click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: question });
    await dialog.getByRole('button', { name: action }).click();
    await expect(dialog).toBeHidden();
  }
}
