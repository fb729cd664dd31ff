/** The password-reset pages of the sign-on: ask for a link, the neutral answer, the new password, or why not. */
import { passwordMinLength } from '@vev/shared';
import { escapeHtml as e } from '../platform/html';
import { alerts, page } from './page';

export const passwordResetRequested =
  'Hvis adressen hører til en bruker, har vi sendt en e-post med en lenke for å velge nytt passord.';

export function renderForgotPasswordPage(options: {
  providerName: string;
  action: string;
  loginHref: string;
  email?: string;
  error?: string;
}): string {
  return page(
    `Glemt passordet? – ${options.providerName}`,
    `<h1>Glemt passordet?</h1>
<p class="lead">Skriv inn e-postadressen du logger inn med, så sender vi deg en lenke for å velge nytt passord.</p>
${alerts(options)}
<form method="post" action="${e(options.action)}">
<label for="email">E-post</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${e(options.email ?? '')}" autofocus>
<button type="submit">Send lenke</button>
</form>
<p class="aside"><a href="${e(options.loginHref)}">Tilbake til innlogging</a></p>`,
  );
}

/** The same answer whether or not the address has a user. */
export function renderResetRequestedPage(options: { providerName: string; loginHref: string }): string {
  return page(
    `Sjekk e-posten din – ${options.providerName}`,
    `<h1>Sjekk e-posten din</h1>
${alerts({ notice: passwordResetRequested })}
<p class="lead">Lenken virker i én time og kan brukes én gang. Finner du ikke e-posten, se i søppelpostmappen.</p>
<a class="button" href="${e(options.loginHref)}">Tilbake til innlogging</a>`,
  );
}

export function renderNewPasswordPage(options: {
  providerName: string;
  action: string;
  email: string;
  error?: string;
}): string {
  // The address is shown (and named `username` for password managers) but not sent: the link decides whose password this is.
  return page(
    `Velg nytt passord – ${options.providerName}`,
    `<h1>Velg nytt passord</h1>
<p class="lead">Passordet må ha minst ${passwordMinLength} tegn. Når det er lagret, blir du logget ut overalt ellers og logget inn her.</p>
${alerts(options)}
<form method="post" action="${e(options.action)}">
<label for="email">E-post</label>
<input id="email" type="email" autocomplete="username" value="${e(options.email)}" readonly>
<label for="password">Nytt passord</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${passwordMinLength}" maxlength="1000" autofocus>
<label for="passwordRepeat">Gjenta passordet</label>
<input id="passwordRepeat" name="passwordRepeat" type="password" autocomplete="new-password" required minlength="${passwordMinLength}" maxlength="1000">
<button type="submit">Lagre nytt passord</button>
</form>`,
  );
}

export const passwordResetProblems = {
  unknown: {
    title: 'Lenken er ikke gyldig',
    text: 'Lenken er feil, eller du har bedt om en ny lenke etter denne. Bruk lenken i den nyeste e-posten, eller be om en ny.',
  },
  used: {
    title: 'Lenken er allerede brukt',
    text: 'Passordet er allerede endret med denne lenken, og den kan bare brukes én gang. Logg inn med det nye passordet, eller be om en ny lenke.',
  },
  expired: {
    title: 'Lenken har utløpt',
    text: 'En lenke for å velge nytt passord virker i én time, og denne virker ikke lenger. Be om en ny lenke.',
  },
} as const;

export function renderResetProblemPage(options: {
  providerName: string;
  problem: keyof typeof passwordResetProblems;
  requestHref: string;
  loginHref: string;
}): string {
  const { title, text } = passwordResetProblems[options.problem];
  return page(
    `${title} – ${options.providerName}`,
    `<h1>${e(title)}</h1>
<p class="lead">${e(text)}</p>
<a class="button primary" href="${e(options.requestHref)}">Be om ny lenke</a>
<a class="button" href="${e(options.loginHref)}">Gå til innlogging</a>`,
  );
}
