import { expect, type Page } from '@playwright/test';
import { StorefrontPage } from './storefront';

/** A customer's account pages on a demo shop's storefront (`/konto/…`), by their Norwegian labels. */
export class CustomerAccountPage {
  constructor(private readonly shop: StorefrontPage) {}

  static of(page: Page, siteName: string, baseURL: string | undefined): CustomerAccountPage {
    return new CustomerAccountPage(StorefrontPage.of(page, siteName, baseURL));
  }

  private get page(): Page {
    return this.shop.page;
  }

  /** 'Opprett konto' with a name and an e-mail; the page then asks the visitor to check their mail. */
  async signUp(name: string, email: string): Promise<void> {
    await this.shop.open('/konto/registrer');
    await this.page.getByLabel('Navn').fill(name);
    await this.page.getByLabel('E-post').fill(email);
    await this.page.getByRole('button', { name: 'Opprett konto' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Sjekk e-posten din' })).toBeVisible();
  }

  /** Opens a link from a mail and chooses the password there; the visitor lands on 'Min konto'. */
  async choosePassword(link: string, password: string): Promise<void> {
    await this.page.goto(link);
    await this.page.getByLabel('Nytt passord').fill(password);
    await this.page.getByLabel('Gjenta passordet').fill(password);
    await this.page.getByRole('button', { name: 'Lagre passord og logg inn' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Min konto' })).toBeVisible();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.shop.open('/konto/logg-inn');
    await this.page.getByLabel('E-post').fill(email);
    await this.page.getByLabel('Passord').fill(password);
    await this.page.getByRole('button', { name: 'Logg inn' }).click();
  }

  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: 'Logg ut' }).click();
    await expect(this.page.getByText('Du er logget ut.')).toBeVisible();
  }

  /** The row of an order under 'Mine ordre'. */
  order(orderNumber: number) {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name: `Ordre ${orderNumber}` }) });
  }
}

/**
 * The newest link to `/konto/{kind}/…` in the site's outbox mail to this address, read through the
 * site admins' outbox view (`GET mail-outbox`) with the signed-in staff page's session.
 */
export async function accountLinkFor(staff: Page, siteName: string, email: string, kind: string): Promise<string> {
  const sites = (await (await staff.request.get('/api/sites')).json()) as { _id: string; name: string }[];
  const site = sites.find((candidate) => candidate.name === siteName);
  if (!site) throw new Error(`no site ${siteName}`);
  const outbox = await staff.request.get(`/api/sites/${site._id}/mail-outbox`);
  expect(outbox.status()).toBe(200);
  const mails = (await outbox.json()) as { to: string; text: string | null }[];
  for (const mail of mails.filter((candidate) => candidate.to === email)) {
    const link = new RegExp(`https?://\\S+/konto/${kind}/[\\w-]+`).exec(mail.text ?? '')?.[0];
    if (link) return link;
  }
  throw new Error(`no ${kind} link in the mail to ${email}`);
}
