import { expect, test } from '@playwright/test';
import { ChooseSitePage } from './pages/choose-site';
import { MembersPage } from './pages/members';
import { SettingsOverviewPage } from './pages/settings';
import { Shell } from './pages/shell';

/** An address no other test (or earlier run against the same server) has used. */
const uniqueEmail = () => `ny-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@example.no`;

test.describe('members and invitations', () => {
  test('the admin invites a person, who accepts in another browser and becomes a member; then loses access again', async ({
    page,
    browser,
  }) => {
    test.slow();
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const overview = new SettingsOverviewPage(page);
    await overview.open();
    await overview.card('Brukere').click();
    await expect(page).toHaveURL(/\/innstillinger\/brukere$/);
    const members = new MembersPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Brukere' })).toBeVisible();
    await expect(members.row('Ada Administrator').getByText('Deg')).toBeVisible();
    await expect(members.row('Ada Administrator').getByRole('button', { name: /^Fjern/ })).toHaveCount(0);

    const email = uniqueEmail();
    await members.invite(email, 'Redaktør');
    await expect(page.getByText('Invitasjon sendt')).toBeVisible();
    await expect(page).toHaveURL(/\/innstillinger\/brukere\/invitasjoner$/);
    await expect(members.row(email).getByRole('cell', { name: 'Redaktør' })).toBeVisible();

    // The invited person opens the link from the mail in a browser of their own.
    const link = await members.invitationLinkFor(email, 'demobutikk');
    const invitedContext = await browser.newContext();
    const invited = await invitedContext.newPage();
    await invited.goto(link);
    await expect(invited.getByRole('heading', { name: 'Du er invitert til Demo Butikk' })).toBeVisible();
    await expect(invited.getByLabel('E-post')).toHaveValue(email);
    await invited.getByLabel('Navn').fill('Nora Nyansatt');
    await invited.getByLabel('Passord', { exact: true }).fill('hemmelig-passord');
    await invited.getByLabel('Gjenta passordet').fill('hemmelig-passord');
    await invited.getByRole('button', { name: 'Opprett bruker og godta' }).click();
    await new ChooseSitePage(invited).choose('Demo Butikk');
    await expect(invited.getByRole('heading', { level: 1, name: 'Demo Butikk' })).toBeVisible();

    // The link is single-use.
    const reuse = await invitedContext.newPage();
    await reuse.goto(link);
    await expect(reuse.getByRole('heading', { name: 'Invitasjonen er allerede brukt' })).toBeVisible();
    await reuse.close();

    // The admin sees the new member (and the invitation is gone), changes the level and removes them.
    await members.tab('Brukere').click();
    const row = members.row('Nora Nyansatt');
    await expect(row.getByRole('cell', { name: email })).toBeVisible();
    // The tab shows its cached list (with the invitation) at once, then the server's answer.
    await members.tab('Invitasjoner').click();
    await expect(members.row(email)).toHaveCount(0);
    await members.tab('Brukere').click();
    const level = row.getByRole('combobox', { name: 'Tilgang for Nora Nyansatt' });
    await expect(level).toHaveValue('Redaktør');
    await level.click();
    await page.getByRole('option', { name: 'Leser', exact: true }).click();
    await expect(
      page.getByRole('dialog').getByText('Er du sikker på at du vil endre tilgangen til Nora Nyansatt til leser?'),
    ).toBeVisible();
    await members.confirm('Bekreft');
    await expect(page.getByText('Endringer lagret')).toBeVisible();
    await expect(level).toHaveValue('Leser');

    await row.getByRole('button', { name: 'Fjern Nora Nyansatt' }).click();
    await members.confirm('Fjern');
    await expect(page.getByText('Bruker slettet')).toBeVisible();
    await expect(members.row('Nora Nyansatt')).toHaveCount(0);

    // Removal ends access at once: the open session is sent back to the site chooser.
    await invited.reload();
    await expect(invited.getByText('Du har ikke lenger tilgang til dette nettstedet.')).toBeVisible();
    await expect(invited.getByText('Å nei, du mangler en nettside!')).toBeVisible();
    await invitedContext.close();
  });

  test('without invitations the tab says so; resend and withdraw ask first; the mails are in the outbox', async ({
    page,
  }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Hjemmeside');
    const members = new MembersPage(page);
    await page.goto('/innstillinger/brukere/invitasjoner');
    await expect(page.getByText('Ingen invitasjoner')).toBeVisible();

    const email = uniqueEmail();
    await members.invite(email, 'Leser');
    await expect(page.getByText('Invitasjon sendt')).toBeVisible();
    await members
      .row(email)
      .getByRole('button', { name: `Send invitasjonen til ${email} på nytt` })
      .click();
    await members.confirm('Send på nytt');
    await expect(page.getByText('Invitasjon sendt')).toHaveCount(2);
    await members
      .row(email)
      .getByRole('button', { name: `Trekk tilbake invitasjonen til ${email}` })
      .click();
    await members.confirm('Trekk tilbake');
    await expect(page.getByText('Invitasjon trukket tilbake')).toBeVisible();
    await expect(page.getByText('Ingen invitasjoner')).toBeVisible();

    // Both mails wait in the outbox (no SMTP here), and the admin can read them.
    await members.tab('Utgående e-post').click();
    await expect(members.row(email)).toHaveCount(2);
    await expect(members.row(email).first().getByText('I kø')).toBeVisible();
    await members
      .row(email)
      .first()
      .getByRole('button', { name: `Vis e-posten til ${email}` })
      .click();
    const mail = page.getByRole('dialog', { name: 'Du er invitert til Hjemmeside' });
    await expect(mail.getByText('Ada Administrator har invitert deg til å jobbe med Hjemmeside i Vev')).toBeVisible();
    await expect(mail.getByRole('link', { name: /\/sso\/invitasjon\// })).toBeVisible();
  });

  test('someone who already has a user signs in on the invitation page and gets the second site', async ({
    page,
    browser,
  }) => {
    test.slow();
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Avdeling');
    const members = new MembersPage(page);
    await members.open();
    const email = uniqueEmail();
    const person = await browser.newContext();
    const personPage = await person.newPage();

    // First as a new person on Demo Avdeling …
    await members.invite(email, 'Leser');
    await expect(page.getByText('Invitasjon sendt')).toBeVisible();
    await personPage.goto(await members.invitationLinkFor(email, 'demoavdeling'));
    await personPage.getByLabel('Navn').fill('Siri Sommervikar');
    await personPage.getByLabel('Passord', { exact: true }).fill('sommer-passord');
    await personPage.getByLabel('Gjenta passordet').fill('sommer-passord');
    await personPage.getByRole('button', { name: 'Opprett bruker og godta' }).click();
    await new ChooseSitePage(personPage).choose('Demo Avdeling');
    await person.close();

    // … then invited to Demo Butikk (by the admin in another window), accepting on another device
    // by signing in with the password chosen above.
    const shopAdmin = await browser.newContext();
    const shopPage = await shopAdmin.newPage();
    await Shell.signInTo(shopPage, 'admin@demo.vev.no', 'Demo Butikk');
    const shopMembers = new MembersPage(shopPage);
    await shopMembers.open();
    await shopMembers.invite(email, 'Redaktør');
    await expect(shopPage.getByText('Invitasjon sendt')).toBeVisible();
    const device = await browser.newContext();
    const devicePage = await device.newPage();
    await devicePage.goto(await shopMembers.invitationLinkFor(email, 'demobutikk'));
    await expect(devicePage.getByText(`Logg inn som ${email} for å godta invitasjonen.`)).toBeVisible();
    await devicePage.getByLabel('Passord').fill('feil-passord');
    await devicePage.getByRole('button', { name: 'Logg inn og godta' }).click();
    await expect(devicePage.getByRole('alert')).toHaveText('Feil passord.');
    await devicePage.getByLabel('Passord').fill('sommer-passord');
    await devicePage.getByRole('button', { name: 'Logg inn og godta' }).click();
    const chooser = new ChooseSitePage(devicePage);
    await expect(chooser.heading()).toBeVisible();
    await expect(devicePage.getByRole('button', { name: 'Velg Demo Avdeling' })).toBeVisible();
    await chooser.choose('Demo Butikk');
    await expect(devicePage.getByRole('heading', { level: 1, name: 'Demo Butikk' })).toBeVisible();

    await shopMembers.tab('Brukere').click();
    await expect(shopMembers.row('Siri Sommervikar').getByRole('combobox')).toHaveValue('Redaktør');
    await Promise.all([device.close(), shopAdmin.close()]);
  });

  test('a contributor is told that only administrators manage users', async ({ page }) => {
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    await page.goto('/innstillinger/brukere');
    await expect(
      page.getByText('Bare administratorer kan se og endre hvem som har tilgang til nettstedet.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Inviter bruker' })).toHaveCount(0);
  });
});
