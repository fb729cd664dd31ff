import { expect, type Locator, type Page } from '@playwright/test';

/** /innstillinger/redirects: CSV import and export, and the list. */
export class RedirectsPage {
  readonly importButton: Locator;
  readonly exportButton: Locator;

  constructor(private readonly page: Page) {
    this.importButton = page.getByRole('button', { name: 'Importer CSV' });
    this.exportButton = page.getByRole('link', { name: 'Eksporter CSV' });
  }

  async open(): Promise<void> {
    await this.page.goto('/innstillinger/redirects');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Videresendinger' })).toBeVisible();
  }

  /** Chooses a CSV file through 'Importer CSV' and confirms that it replaces the list. */
  async import(name: string, csv: string): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.importButton.click();
    await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await this.page.getByRole('dialog').getByRole('button', { name: 'Importer' }).click();
  }

  row(from: string): Locator {
    return this.page.getByRole('row').filter({ hasText: from });
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Søk etter videresendinger' }).fill(text);
  }

  /** Downloads the export and answers its text. */
  async export(): Promise<string> {
    const download = this.page.waitForEvent('download');
    await this.exportButton.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('redirects.csv');
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
}
