import { expect, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** Design mode (/designer/…): the section list and forms on the left, the live preview on the right. */
export class DesignerPage {
  readonly preview: FrameLocator;
  readonly previewElement: Locator;

  constructor(private readonly page: Page) {
    this.previewElement = page.locator('iframe[title^="Forhåndsvisning"]');
    this.preview = page.frameLocator('iframe[title^="Forhåndsvisning"]');
  }

  /** The preview's document itself, to tell a page swapped in place from one loaded anew. */
  async previewFrame(): Promise<Frame> {
    const frame = await (await this.previewElement.elementHandle())?.contentFrame();
    if (!frame) throw new Error('The preview frame is not loaded');
    return frame;
  }

  /** The height of the preview frame on screen, in CSS pixels. */
  async previewHeight(): Promise<number> {
    return (await this.previewElement.boundingBox())?.height ?? 0;
  }

  /** Opens a section's form from the list, by its title. */
  async openSection(title: string): Promise<void> {
    await this.section(title).getByText(title, { exact: true }).click();
    await expect(this.page.getByRole('button', { name: 'Alle seksjoner' })).toBeVisible();
  }

  /** The section rows of the list, by their titles. */
  section(title: string | RegExp): Locator {
    return this.page.getByRole('listitem', { name: title });
  }

  sectionTitles(): Promise<string[]> {
    return this.page
      .getByRole('list')
      .filter({ has: this.page.getByRole('button', { name: /^Flytt/ }) })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  }

  /**
   * The section names in the preview, top to bottom (the bridge marks each section with its name).
   * A save reloads the preview: a read that the reload cuts off answers none, for the caller's poll to retry.
   */
  previewSectionNames(area: 'main' | 'header' | 'footer' = 'main'): Promise<string[]> {
    return this.preview
      .locator(`[data-vev-area="${area}"] [data-vev-section]`)
      .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-vev-section') ?? ''))
      .catch((error: Error) => {
        if (error.message.includes('Execution context was destroyed')) return [];
        throw error;
      });
  }

  async addSection(search: string, label: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Legg til seksjon' }).click();
    const picker = this.page.getByRole('dialog', { name: 'Legg til seksjon' });
    await picker.getByPlaceholder('Søk etter seksjoner').fill(search);
    await picker.getByRole('button', { name: new RegExp(`^${label}`) }).click();
    await expect(picker).toBeHidden();
  }

  /** Saves the open section's form and waits until the save has landed. */
  async saveSection(): Promise<void> {
    await this.page.getByRole('button', { name: 'Lagre', exact: true }).click();
    await expect(this.page.getByText('Alt er lagret')).toBeVisible();
  }

  async backToList(): Promise<void> {
    await this.page.getByRole('button', { name: 'Alle seksjoner' }).click();
  }

  /** Drags a section by its handle onto another section's place, with the mouse. */
  async drag(title: string | RegExp, onto: string | RegExp): Promise<void> {
    const handle = this.section(title).getByRole('button', { name: /^Flytt/ });
    const target = this.section(onto);
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('The section rows are not on screen');
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    // Past the sensor's 4 px activation distance, then onto the target in steps so the list can follow.
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
    await this.page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 12 });
    await this.page.mouse.up();
  }

  async publish(): Promise<void> {
    await this.page.getByRole('button', { name: 'Publiser', exact: true }).click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: 'Er du sikker på at du vil publisere endringene?' });
    await dialog.getByRole('button', { name: 'Publiser' }).click();
    await expect(dialog).toBeHidden();
    // A publish writes the revision, references and search entries: on a loaded CI machine it can take a while.
    await expect(this.page.getByText('Publisering fullført')).toBeVisible({ timeout: 20_000 });
  }
}
