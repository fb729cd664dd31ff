/** The invitation pages of the sign-on: accept as a new person, accept as an existing one, or why not. */
import { invitationLifetimeDays } from '@vev/shared';
import { escapeHtml } from '../platform/html';
import { alerts, page } from './page';

const e = escapeHtml;

const invitedEmail = (email: string) => `<label for="email">E-post</label>
<input id="email" name="email" type="email" autocomplete="username" value="${e(email)}" readonly>`;

export interface InvitationFormOptions {
  providerName: string;
  siteName: string;
  email: string;
  action: string;
  error?: string | undefined;
  notice?: string | undefined;
}

/** A new person: name and password (twice). */
export function renderNewPersonPage(options: InvitationFormOptions & { name?: string }): string {
  return page(
    `Godta invitasjon – ${options.providerName}`,
    `<h1>Du er invitert til ${e(options.siteName)}</h1>
<p class="lead">Velg navnet ditt og et passord, så er brukeren din klar.</p>
${alerts(options)}
<form method="post" action="${e(options.action)}">
${invitedEmail(options.email)}
<label for="name">Navn</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="120" value="${e(options.name ?? '')}" autofocus>
<label for="password">Passord</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="1000">
<label for="passwordRepeat">Gjenta passordet</label>
<input id="passwordRepeat" name="passwordRepeat" type="password" autocomplete="new-password" required minlength="8" maxlength="1000">
<button type="submit">Opprett bruker og godta</button>
</form>`,
  );
}

/** Someone who has a user: signed in as them already, or signing in with their password. */
export function renderExistingUserPage(options: InvitationFormOptions & { signedInAs?: string | undefined }): string {
  const form = options.signedInAs
    ? `<p>Du er logget inn som ${e(options.signedInAs)}.</p>
<form method="post" action="${e(options.action)}">
<button type="submit">Godta invitasjonen</button>
</form>`
    : `<form method="post" action="${e(options.action)}">
${invitedEmail(options.email)}
<label for="password">Passord</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1000" autofocus>
<button type="submit">Logg inn og godta</button>
</form>`;
  return page(
    `Godta invitasjon – ${options.providerName}`,
    `<h1>Du er invitert til ${e(options.siteName)}</h1>
<p class="lead">${options.signedInAs ? 'Godta invitasjonen for å få tilgang til nettstedet.' : `Logg inn som ${e(options.email)} for å godta invitasjonen.`}</p>
${alerts(options)}
${form}`,
  );
}

export const invitationProblems = {
  unknown: {
    title: 'Invitasjonen er ikke gyldig',
    text: 'Lenken er feil, eller invitasjonen er trukket tilbake eller sendt på nytt med en ny lenke. Be den som inviterte deg om å sende invitasjonen på nytt.',
  },
  used: {
    title: 'Invitasjonen er allerede brukt',
    text: 'Denne invitasjonen er godtatt, og lenken kan bare brukes én gang. Logg inn for å komme videre.',
  },
  expired: {
    title: 'Invitasjonen har utløpt',
    text: `En invitasjon gjelder i ${invitationLifetimeDays} dager, og denne lenken virker ikke lenger. Be den som inviterte deg om å sende invitasjonen på nytt.`,
  },
} as const;

export function renderInvitationProblemPage(options: {
  providerName: string;
  problem: keyof typeof invitationProblems;
  loginHref: string;
}): string {
  const { title, text } = invitationProblems[options.problem];
  return page(
    `${title} – ${options.providerName}`,
    `<h1>${e(title)}</h1>
<p class="lead">${e(text)}</p>
<a class="button" href="${e(options.loginHref)}">Gå til innlogging</a>`,
  );
}
