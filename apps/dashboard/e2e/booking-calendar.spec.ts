import { expect, test } from '@playwright/test';
import { Shell } from './pages/shell';
import { confirmIn } from './pages/templates';

const dayLabel = new Intl.DateTimeFormat('nb-NO', {
  timeZone: 'Europe/Oslo',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const osloMonth = (at: Date) =>
  new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', month: 'numeric' }).format(at);

test.describe('booking calendar (spec 3 Booking: the staff calendar)', () => {
  test('staff book for a customer, open the booking in the calendar, move it and cancel it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const stamp = Date.now();
    const serviceName = `Kalendertime ${stamp}`;
    const customer = `Kari Kalender ${stamp}`;
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');

    // A service of its own, open every day, so no other journey's bookings touch it.
    const cookies = await page.context().cookies();
    const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
    const sites = await (await page.request.get('/api/sites')).json();
    const shop = sites.find((site: { name: string }) => site.name === 'demobutikk');
    const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const created = await page.request.post(`/api/sites/${shop._id}/booking/services`, {
      headers: { 'x-csrf-token': csrf },
      data: {
        name: serviceName,
        price: 50_000,
        duration: 1,
        durationUnit: 'hour',
        availability: weekdays.map((day) => ({ day, hours: ['08:00-20:00'] })),
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/booking');
    await expect(page).toHaveURL(/\/booking\/kalender$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
    await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();

    // 'Ny booking' for a customer on the phone: tomorrow at the first free time.
    const tomorrow = new Date(Date.now() + 86_400_000);
    await page.getByRole('button', { name: 'Ny booking' }).click();
    const form = page.getByRole('dialog', { name: 'Ny booking' });
    await form.getByRole('combobox', { name: 'Tjeneste' }).click();
    await page.getByRole('option', { name: serviceName }).click();
    await form.getByRole('combobox', { name: 'Dato' }).click();
    await page.getByRole('option', { name: dayLabel.format(tomorrow) }).click();
    await form.getByRole('radio', { name: '10:00' }).click();
    await form.getByRole('textbox', { name: 'Navn' }).fill(customer);
    await form.getByRole('textbox', { name: 'E-post' }).fill(`kari.${stamp}@example.no`);
    await form.getByRole('textbox', { name: 'Telefon' }).fill('98765432');
    await form.getByRole('button', { name: 'Book' }).click();
    await expect(page.getByText('Booking opprettet')).toBeVisible();
    await expect(form).toBeHidden();

    if (osloMonth(tomorrow) !== osloMonth(new Date())) await page.locator('.fc-next-button').click();
    const event = page.locator('.fc-event').filter({ hasText: customer });
    await expect(event).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('kalender.png'), fullPage: true });

    // Its details, then 'Endre' to 14:00 the same day.
    await event.click();
    const details = page.getByRole('dialog', { name: 'Booking' });
    await expect(details.getByText(customer)).toBeVisible();
    await expect(details.getByText(serviceName)).toBeVisible();
    await expect(details.getByText('98765432')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('booking.png') });
    await details.getByRole('button', { name: 'Endre' }).click();
    await details.getByRole('combobox', { name: 'Dato' }).click();
    await page.getByRole('option', { name: dayLabel.format(tomorrow) }).click();
    await expect(details.getByRole('radio', { name: '10:00' })).toHaveCount(0);
    await details.getByRole('radio', { name: '14:00' }).click();
    await page.screenshot({ path: test.info().outputPath('endre.png') });
    await details.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Booking endret')).toBeVisible();
    await expect(details).toBeHidden();

    // The week view shows it at its new time; 'Kanseller' asks first.
    await page.getByRole('button', { name: 'Uke', exact: true }).click();
    if ((await page.locator('.fc-event').filter({ hasText: customer }).count()) === 0)
      await page.locator('.fc-next-button').click();
    const moved = page.locator('.fc-event').filter({ hasText: customer });
    await expect(moved).toContainText('14:00');
    await moved.click();
    await details.getByRole('button', { name: 'Kanseller' }).click();
    await confirmIn(page, 'Vil du kansellere bookingen?', 'Kanseller booking');
    await expect(page.getByText('Booking kansellert')).toBeVisible();
    await expect(page.locator('.fc-event').filter({ hasText: customer })).toHaveCount(0);

    // A reader, in a browser of their own, sees the calendar but cannot book.
    const readerContext = await browser.newContext({ baseURL, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
    const readerPage = await readerContext.newPage();
    await Shell.signInTo(readerPage, 'leser@demo.vev.no', 'Demo Butikk');
    await readerPage.goto('/booking/kalender');
    await expect(readerPage.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
    await expect(readerPage.locator('.fc-dayGridMonth-view')).toBeVisible();
    await expect(readerPage.getByRole('button', { name: 'Ny booking' })).toHaveCount(0);
    await readerContext.close();
  });
});
