import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { type ServerWithMail, startServerWithMail } from './fixtures/server-with-mail';
import { ChooseSitePage } from './pages/choose-site';
import { MembersPage } from './pages/members';
import { PasswordResetPage } from './pages/password-reset';
import { Shell } from './pages/shell';
import { SignOnPage } from './pages/sign-on';

const neutralAnswer =
  'Hvis adressen hører til en bruker, har vi sendt en e-post med en lenke for å velge nytt passord.';
const resetLink = /http:\/\/localhost:\d+\/sso\/nytt-passord\/\S+/;

/**
 * The reset mail belongs to no site, so no outbox view shows it: this journey runs a server of its
 * own that sends mail through SMTP to a sink in the test, and reads the link from the mail.
 */
let server: ServerWithMail;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServerWithMail();
});
test.afterAll(async () => {
  await server?.stop();
});

/** Browsers (contexts) on the journey's own server, each with cookies of its own. */
const contexts: BrowserContext[] = [];
async function newBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url });
  contexts.push(context);
  return context.newPage();
}
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

test('a person who forgot the password asks for a link, chooses a new one and signs in with it', async ({
  browser,
}) => {
  test.slow();
  const email = `glemsk-${Date.now().toString(36)}@example.no`;

  // A person of the test's own, invited to Hjemmeside, who sets a password and keeps a session open.
  const admin = await newBrowser(browser);
  await Shell.signInTo(admin, 'admin@demo.vev.no', 'Hjemmeside');
  const members = new MembersPage(admin);
  await members.open();
  await members.invite(email, 'Leser');
  await expect(admin.getByText('Invitasjon sendt')).toBeVisible();
  const otherDevice = await newBrowser(browser);
  await otherDevice.goto(await server.mail.find(email, /http:\/\/\S+\/sso\/invitasjon\/\S+/));
  await otherDevice.getByLabel('Navn').fill('Gunnar Glemsk');
  await otherDevice.getByLabel('Passord', { exact: true }).fill('gammelt-passord');
  await otherDevice.getByLabel('Gjenta passordet').fill('gammelt-passord');
  await otherDevice.getByRole('button', { name: 'Opprett bruker og godta' }).click();
  await new ChooseSitePage(otherDevice).choose('Hjemmeside');

  // On another computer the password is forgotten: the sign-on page leads to 'Glemt passordet?'.
  const page = await newBrowser(browser);
  const signOn = new SignOnPage(page);
  await signOn.open();
  await signOn.forgotPassword();
  await expect(page).toHaveURL(/\/sso\/glemt-passord\?dashboard=true$/);
  const reset = new PasswordResetPage(page);

  // An unknown address gets the same answer as a real one.
  await reset.askForLink('finnes-ikke@example.no');
  await expect(page.getByRole('status')).toHaveText(neutralAnswer);
  await page.goBack();
  await reset.askForLink(email);
  await expect(page.getByRole('heading', { name: 'Sjekk e-posten din' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(neutralAnswer);

  const link = await server.mail.find(email, resetLink);
  expect(link).toMatch(/\?dashboard=true$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Velg nytt passord' })).toBeVisible();
  await expect(page.getByLabel('E-post')).toHaveValue(email);
  await reset.choosePassword('nytt-passord', 'noe-annet');
  await expect(page.getByRole('alert')).toHaveText('Passordene er ikke like.');
  await reset.choosePassword('nytt-passord');

  // Signed in with a new session, on to the dashboard; the session on the other device has ended.
  await new ChooseSitePage(page).choose('Hjemmeside');
  await expect(page.getByRole('heading', { level: 1, name: 'Hjemmeside' })).toBeVisible();
  await otherDevice.reload();
  await expect(otherDevice).toHaveURL(/\/logg-inn$/);

  // The link worked once; it offers a new one.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Lenken er allerede brukt' })).toBeVisible();
  await page.getByRole('link', { name: 'Be om ny lenke' }).click();
  await expect(page.getByRole('heading', { name: 'Glemt passordet?' })).toBeVisible();

  // The old password no longer works; the new one does.
  const later = await newBrowser(browser);
  const laterSignOn = new SignOnPage(later);
  await laterSignOn.signIn(email, 'gammelt-passord');
  await expect(later.getByRole('alert')).toHaveText('Feil e-post eller passord.');
  await laterSignOn.submit(email, 'nytt-passord');
  await expect(new ChooseSitePage(later).heading()).toBeVisible();
});
