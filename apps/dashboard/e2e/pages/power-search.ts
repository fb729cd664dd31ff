import { expect, type Locator, type Page } from '@playwright/test';

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The power search overlay: Shift+Space, the search box and its ranked hits. */
export class PowerSearchOverlay {
  readonly box: Locator;
  readonly hits: Locator;

  constructor(private readonly page: Page) {
    this.box = page.getByPlaceholder('Søk etter sider og funksjoner …');
    this.hits = page.getByRole('dialog').getByRole('button');
  }

  async open(): Promise<void> {
    // The shell listens for the shortcut once it is shown: a key pressed while a page still loads is lost.
    await expect(this.page.getByRole('banner')).toBeVisible();
    await this.page.keyboard.press('Shift+Space');
    await expect(this.box).toBeFocused();
  }

  /** Types the text key by key, as a person does. */
  async type(text: string): Promise<void> {
    await this.box.pressSequentially(text);
  }

  /** A hit by its title (a page's title, a screen's name): its row starts with it. */
  hit(title: string): Locator {
    return this.hits.filter({ hasText: new RegExp(`^${literally(title)}`) });
  }

  /** Waits until `title` is the first hit and the highlighted one, the one Enter opens. */
  async expectBest(title: string): Promise<void> {
    await expect(this.hits.first()).toHaveText(new RegExp(`^${literally(title)}`));
    await expect(this.hits.first()).toHaveAttribute('data-selected', 'true');
  }

  nothingFound(text: string): Locator {
    return this.page.getByText(`Ingen treff for «${text}»`);
  }
}
