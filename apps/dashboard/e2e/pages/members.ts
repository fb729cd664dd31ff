import { expect, type Locator, type Page } from '@playwright/test';

/** /innstillinger/brukere and its tab Invitasjoner, with the 'Inviter bruker' modal. */
export class MembersPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/innstillinger/brukere');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Brukere' })).toBeVisible();
  }

  tab(name: 'Brukere' | 'Invitasjoner' | 'Utgående e-post'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  async invite(email: string, level: 'Leser' | 'Redaktør' | 'Administrator'): Promise<void> {
    await this.page.getByRole('button', { name: 'Inviter bruker' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Inviter bruker' });
    await dialog.getByLabel('E-post').fill(email);
    await dialog.getByRole('combobox', { name: 'Tilgang' }).click();
    await this.page.getByRole('option', { name: level, exact: true }).click();
    await dialog.getByRole('button', { name: 'Send invitasjon' }).click();
  }

  /** Answers the confirmation modal with its confirm button. */
  async confirm(button: string): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: button, exact: true }).click();
  }

  /**
   * The invitation link in the newest outbox mail to this address, read through the site admins'
   * outbox view (`GET mail-outbox`) with the admin's own session.
   */
  async invitationLinkFor(email: string, siteName: string): Promise<string> {
    const sites = (await (await this.page.request.get('/api/sites')).json()) as { _id: string; name: string }[];
    const site = sites.find((candidate) => candidate.name === siteName);
    if (!site) throw new Error(`no site ${siteName}`);
    const outbox = await this.page.request.get(`/api/sites/${site._id}/mail-outbox`);
    expect(outbox.status()).toBe(200);
    const mails = (await outbox.json()) as { to: string; subject: string; text: string | null }[];
    const mail = mails.find((candidate) => candidate.to === email);
    expect(mail?.subject).toMatch(/^Du er invitert til /);
    const link = /https?:\/\/\S+\/sso\/invitasjon\/\S+/.exec(mail?.text ?? '')?.[0];
    if (!link) throw new Error(`no invitation link in the mail to ${email}`);
    return link;
  }
}
