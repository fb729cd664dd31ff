import { expect, type Locator, type Page } from '@playwright/test';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The library's answer to a search: a tile clicked before it may be replaced by the new list. */
const searchAnswered = (page: Page, text: string) =>
  page.waitForResponse(
    (response) =>
      /\/api\/sites\/[^/]+\/media\/search$/.test(new URL(response.url()).pathname) &&
      new URL(response.url()).searchParams.get('text') === text,
  );

/** /innhold/filer: upload, the queue, the grid and bulk delete. */
export class MediaLibraryPage {
  readonly uploadButton: Locator;
  readonly queue: Locator;

  constructor(private readonly page: Page) {
    this.uploadButton = page.getByRole('button', { name: 'Last opp filer' });
    this.queue = page.getByRole('list', { name: 'Opplastinger' });
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/innhold/filer${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Filer' })).toBeVisible();
  }

  /** Chooses files through 'Last opp filer' and the browser's file picker. */
  async upload(files: UploadFile[]): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.uploadButton.click();
    await (await chooser).setFiles(files);
  }

  queued(name: string): Locator {
    return this.queue.getByRole('listitem', { name });
  }

  async search(text: string): Promise<void> {
    const answered = searchAnswered(this.page, text);
    await this.page.getByRole('searchbox', { name: 'Søk etter filer' }).fill(text);
    await answered;
  }

  tile(name: string): Locator {
    return this.page.getByRole('button', { name: `Åpne ${name}` });
  }

  checkbox(name: string): Locator {
    return this.page.getByRole('checkbox', { name: `Velg ${name}` });
  }

  async openDetails(name: string): Promise<MediaDetailPanel> {
    await this.tile(name).click();
    const panel = new MediaDetailPanel(this.page);
    await expect(panel.dialog).toBeVisible();
    return panel;
  }
}

/** The detail panel: name, alt text, tags, focus point, save and delete. */
export class MediaDetailPanel {
  readonly dialog: Locator;
  /** The image, as the button that sets the focus point where it is clicked. */
  readonly image: Locator;
  readonly focusText: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Fildetaljer' });
    this.image = this.dialog.getByRole('button', { name: /^Klikk på bildet/ });
    this.focusText = this.dialog.getByText(/^Fokuspunkt: \d+, \d+ px$/);
  }

  field(label: string): Locator {
    return this.dialog.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
  }

  button(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /** Clicks the image at a share of its width and height (0–1), once it has loaded and has its size. */
  async clickImageAt(x: number, y: number): Promise<void> {
    const picture = this.image.locator('img');
    await expect
      .poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
    const box = await this.image.boundingBox();
    if (!box) throw new Error('The image is not shown');
    await this.image.click({ position: { x: box.width * x, y: box.height * y } });
  }

  /** The focus point the panel shows, in the original's pixels. */
  async focusPoint(): Promise<{ x: number; y: number }> {
    const [, x, y] = /(\d+), (\d+)/.exec(await this.focusText.innerText()) ?? [];
    return { x: Number(x), y: Number(y) };
  }
}

/** The media library modal an image field opens. */
export class MediaPicker {
  readonly dialog: Locator;
  readonly addButton: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Mediebibliotek' });
    this.addButton = this.dialog.getByRole('button', { name: 'Legg til bilder' });
  }

  async search(text: string): Promise<void> {
    const answered = searchAnswered(this.dialog.page(), text);
    await this.dialog.getByRole('searchbox', { name: 'Søk etter filer' }).fill(text);
    await answered;
  }

  tile(name: string): Locator {
    return this.dialog.getByRole('button', { name: `Velg ${name}` });
  }
}
