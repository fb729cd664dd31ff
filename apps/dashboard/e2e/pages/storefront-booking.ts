import { expect, type Page } from '@playwright/test';
import { StorefrontPage } from './storefront';

const dayLabel = new Intl.DateTimeFormat('nb-NO', {
  timeZone: 'Europe/Oslo',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const monthOf = (at: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(at).slice(0, 7);

/** Online booking on a site's storefront (`/booking`), in the visitor's words. */
export class StorefrontBooking {
  constructor(readonly shop: StorefrontPage) {}

  static of(page: Page, siteName: string, baseURL: string | undefined) {
    return new StorefrontBooking(StorefrontPage.of(page, siteName, baseURL));
  }

  get page() {
    return this.shop.page;
  }

  /** `/booking`, then the service's 'Velg tid'. */
  async chooseService(name: string) {
    await this.shop.open('/booking');
    const consent = this.shop.consentDialog();
    if (await consent.isVisible()) await consent.getByRole('button', { name: 'Bare nødvendige' }).click();
    await this.page.getByRole('listitem').filter({ hasText: name }).getByRole('link', { name: 'Velg tid' }).click();
    await expect(this.shop.heading()).toHaveText(name);
  }

  /** A free day of the month calendar (the next month's when the day is in it). */
  async chooseDay(day: Date) {
    if (monthOf(day) !== monthOf(new Date())) await this.page.getByRole('link', { name: 'Neste måned ›' }).click();
    await this.page.getByRole('link', { name: dayLabel.format(day), exact: true }).click();
  }

  async book(time: string, who: { name: string; email: string; phone: string }) {
    await this.page.getByRole('radio', { name: time }).check();
    await this.page.getByRole('textbox', { name: 'Navn' }).fill(who.name);
    await this.page.getByRole('textbox', { name: 'E-post' }).fill(who.email);
    await this.page.getByRole('textbox', { name: 'Telefon' }).fill(who.phone);
    await this.page.getByRole('button', { name: 'Bekreft booking' }).click();
  }

  /** The time the booking's own page shows. */
  time() {
    return this.page.getByRole('definition').nth(1);
  }

  /** 'Endre tidspunkt' on the booking's own page: a day of the booking's month and a free time there. */
  async moveTo(day: Date, time: string) {
    await this.page.getByRole('link', { name: 'Endre tidspunkt' }).click();
    await this.page.getByRole('link', { name: dayLabel.format(day), exact: true }).click();
    await this.page.getByRole('radio', { name: time }).check();
    await this.page.getByRole('button', { name: 'Bekreft ny tid' }).click();
  }

  async cancel() {
    await this.page.getByRole('link', { name: 'Avbestill bookingen' }).click();
    await this.page.getByRole('button', { name: 'Ja, avbestill' }).click();
  }
}
