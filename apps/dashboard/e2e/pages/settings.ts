import { expect, type Locator, type Page } from '@playwright/test';

/** /innstillinger: the overview's sections and cards. */
export class SettingsOverviewPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/innstillinger');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  card(name: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name, exact: true });
  }

  /** The card titles, in order, as the user sees them. */
  async cardNames(): Promise<string[]> {
    const cards = this.page.getByRole('main').getByRole('region').getByRole('link');
    await expect(cards.first()).toBeVisible();
    return cards.evaluateAll((links) =>
      links.map((link) => document.getElementById(link.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
    );
  }
}

/** A settings form: its fields by label, 'Lagre' and the toast. */
export class SettingsFormPage {
  constructor(private readonly page: Page) {}

  async open(route: string, title: string): Promise<void> {
    await this.page.goto(`/innstillinger/${route}`);
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  textbox(label: string): Locator {
    return this.page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
  }

  switch(label: string): Locator {
    return this.page.getByRole('switch', { name: label });
  }

  imageField(label: string): Locator {
    return this.page.getByRole('group', { name: label });
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Lagre' }).click();
    await expect(this.page.getByText('Innstillinger lagret')).toBeVisible();
  }
}
