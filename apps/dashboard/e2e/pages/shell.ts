import { expect, type Locator, type Page } from '@playwright/test';
import { ChooseSitePage } from './choose-site';
import { SignOnPage } from './sign-on';

/** The main shell: sidebar, top bar, user settings. */
export class Shell {
  readonly navigation: Locator;

  constructor(private readonly page: Page) {
    this.navigation = page.getByRole('navigation', { name: 'Hovedmeny' });
  }

  /** Signs in through the real sign-on page and chooses a site. */
  static async signInTo(page: Page, email: string, siteName: string): Promise<Shell> {
    await new SignOnPage(page).signIn(email);
    await new ChooseSitePage(page).choose(siteName);
    const shell = new Shell(page);
    await expect(page.getByRole('heading', { level: 1, name: siteName })).toBeVisible();
    return shell;
  }

  /** Opens every section of the sidebar, so that every entry is visible. */
  async expandAll(): Promise<void> {
    await expect(this.navigation.getByRole('link', { name: 'Hjem' })).toBeVisible();
    const closed = this.navigation.locator('button[aria-expanded="false"]');
    while ((await closed.count()) > 0) {
      await closed.first().click();
    }
  }

  /** The visible names of the sidebar, sections and entries alike, in order. */
  async entries(): Promise<string[]> {
    await this.expandAll();
    const items = this.navigation.locator('a, button');
    return (await items.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  }

  section(name: string): Locator {
    return this.navigation.getByRole('button', { name, exact: true });
  }

  entry(name: string): Locator {
    return this.navigation.getByRole('link', { name, exact: true });
  }

  async logOut(): Promise<void> {
    await this.page.getByRole('banner').getByRole('link', { name: 'Brukerinnstillinger' }).click();
    await this.page.getByRole('button', { name: 'Logg ut' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Logg ut' }).click();
    await expect(this.page).toHaveURL(/\/logg-inn$/);
  }
}
