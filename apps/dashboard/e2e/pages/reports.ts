import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** A report under Rapporter (/rapporter/besok, /rapporter/butikk): its range, figures and CSV. */
export class ReportPage {
  constructor(private readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** The chart's figures, as the table screen readers read (caption: the chart's title). */
  figures(caption: string): Locator {
    return this.page.getByRole('table', { name: caption });
  }

  /** Moves 'Fra' to the first day of the month it shows; answers that day as the URL writes it. */
  async startFromFirstOfMonth(): Promise<string> {
    await this.page.getByRole('button', { name: 'Fra' }).click();
    // The calendar lists the days of the month by their full names ('1 oktober 2026'); the first '1 …' is its own month's.
    await this.page
      .getByRole('button', { name: /^1 \p{L}+ \d{4}$/u })
      .first()
      .click();
    await expect(this.page).toHaveURL(/fromDate=\d{4}-\d\d-01/);
    return new URL(this.page.url()).searchParams.get('fromDate') ?? '';
  }

  /** 'Last ned CSV': the file's name and text. */
  async downloadCsv(): Promise<{ name: string; text: string }> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Last ned CSV' }).click();
    const file = await download;
    return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
  }
}
