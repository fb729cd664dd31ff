import { expect, test } from '@playwright/test';
import { MembersPage } from './pages/members';
import { Shell } from './pages/shell';
import { StorefrontBooking } from './pages/storefront-booking';

/** Whole weeks (Monday to Sunday, Oslo time) from this week to the one that holds `day`. */
function weeksAhead(day: Date): number {
  const osloDate = (date: Date) => new Date(date.toLocaleDateString('en-CA', { timeZone: 'Europe/Oslo' }));
  const monday = (date: Date) => {
    const local = osloDate(date);
    return local.getTime() - ((local.getUTCDay() + 6) % 7) * 86_400_000;
  };
  return Math.round((monday(day) - monday(new Date())) / (7 * 86_400_000));
}

const dayLabel = new Intl.DateTimeFormat('nb-NO', {
  timeZone: 'Europe/Oslo',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

test.describe('online booking (issue 20: the storefront and the staff calendar)', () => {
  test('a visitor books a service on the storefront; staff see it in the week view and move it; the visitor moves it again and cancels it; the e-mails are in the outbox', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const stamp = Date.now();
    const serviceName = `Dekkskift ${stamp}`;
    const visitorEmail = `ola.${stamp}@example.no`;
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');

    // A resource and a service open every day, so no other journey's bookings touch them.
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
    const sites = await (await page.request.get('/api/sites')).json();
    const shopId = sites.find((site: { name: string }) => site.name === 'demobutikk')._id;
    const everyDay = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
      day,
      hours: ['08:00-20:00'],
    }));
    const resource = await page.request.post(`/api/sites/${shopId}/booking/resources`, {
      headers: { 'x-csrf-token': csrf },
      data: { name: `Løftebukk ${stamp}`, availability: everyDay },
    });
    expect(resource.status()).toBe(201);
    const service = await page.request.post(`/api/sites/${shopId}/booking/services`, {
      headers: { 'x-csrf-token': csrf },
      data: {
        name: serviceName,
        price: 45_000,
        duration: 1,
        durationUnit: 'hour',
        availability: everyDay,
        resources: [{ ref: (await resource.json())._id }],
      },
    });
    expect(service.status()).toBe(201);

    // The visitor, in a browser of their own, books in three days at 10:00 (well before the deadline).
    const day = new Date(Date.now() + 3 * 86_400_000);
    const visitorContext = await browser.newContext({ locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
    const booking = StorefrontBooking.of(await visitorContext.newPage(), 'demobutikk', baseURL);
    await booking.chooseService(serviceName);
    await booking.chooseDay(day);
    await booking.book('10:00', { name: `Ola Booker ${stamp}`, email: visitorEmail, phone: '91234567' });
    await expect(booking.shop.heading()).toHaveText('Bookingen er bekreftet');
    await expect(booking.page.getByText(`Vi har sendt en bekreftelse til ${visitorEmail}.`)).toBeVisible();
    await expect(booking.time()).toContainText('10:00–11:00');
    await booking.page.screenshot({ path: test.info().outputPath('bekreftet.png'), fullPage: true });

    // Staff find it in the week view and move it to 14:00 the same day.
    await page.goto('/booking/kalender');
    await page.getByRole('button', { name: 'Uke', exact: true }).click();
    const event = page.locator('.fc-event').filter({ hasText: `Ola Booker ${stamp}` });
    // The week view starts on Monday (Oslo time): move on as many weeks as lie between today's and the day's.
    for (let week = 0; week < weeksAhead(day); week++) await page.locator('.fc-next-button').click();
    await expect(event).toContainText('10:00');
    await event.click();
    const details = page.getByRole('dialog', { name: 'Booking' });
    await details.getByRole('button', { name: 'Endre' }).click();
    await details.getByRole('combobox', { name: 'Dato' }).click();
    await page.getByRole('option', { name: dayLabel.format(day) }).click();
    await details.getByRole('radio', { name: '14:00' }).click();
    await details.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Booking endret')).toBeVisible();
    await expect(event).toContainText('14:00');

    // The visitor's own page shows the new time; the visitor moves it to 16:00 there, then cancels it.
    await booking.page.reload();
    await expect(booking.time()).toContainText('14:00–15:00');
    await booking.moveTo(day, '16:00');
    await expect(booking.shop.heading()).toHaveText('Bookingen er endret');
    await expect(
      booking.page.getByText(`Bookingen er flyttet. Vi har sendt en bekreftelse til ${visitorEmail}.`),
    ).toBeVisible();
    await expect(booking.time()).toContainText('16:00–17:00');
    await booking.page.screenshot({ path: test.info().outputPath('flyttet.png'), fullPage: true });
    await booking.cancel();
    await expect(booking.shop.heading()).toHaveText('Bookingen er kansellert');
    await visitorContext.close();
    await page.reload();
    await expect(page.locator('.fc-event').filter({ hasText: `Ola Booker ${stamp}` })).toHaveCount(0);

    // Confirmed, moved twice and cancelled: four e-mails to the visitor wait in the outbox.
    const members = new MembersPage(page);
    await members.open();
    await members.tab('Utgående e-post').click();
    await expect(members.row(visitorEmail)).toHaveCount(4);
    await expect(members.row(visitorEmail).filter({ hasText: 'Bookingen din er bekreftet' })).toHaveCount(1);
    await expect(members.row(visitorEmail).filter({ hasText: 'Bookingen din er endret' })).toHaveCount(2);
    await expect(members.row(visitorEmail).filter({ hasText: 'Bookingen din er kansellert' })).toHaveCount(1);
  });
});
