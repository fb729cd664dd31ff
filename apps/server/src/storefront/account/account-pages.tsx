/**
 * The storefront's account pages (`/konto/…`): plain forms that work without script, in the site's
 * header and footer, styled on the theme's variables like the cart and checkout.
 */
import { formatMoney, orderStatusLabels } from '@vev/shared';
import type { ReactNode } from 'react';
import { marketingConsentLabel } from '../shop/checkout-page';
import { confirmationPathPrefix } from '../shop/checkout-resolver';
import { ShopFrame } from '../shop/shop-frame';
import type { AccountOrder } from './account-details';

export const accountPaths = {
  account: '/konto',
  signIn: '/konto/logg-inn',
  signOut: '/konto/logg-ut',
  signUp: '/konto/registrer',
  forgot: '/konto/glemt-passord',
  reset: '/konto/nytt-passord',
  invite: '/konto/invitasjon',
  confirm: '/konto/bekreft',
} as const;

export const accountTitles = {
  account: 'Min konto',
  signIn: 'Logg inn',
  signUp: 'Opprett konto',
  forgot: 'Glemt passord',
  reset: 'Velg nytt passord',
  invite: 'Velg passord',
  confirm: 'Bekreft e-postadressen',
  sent: 'Sjekk e-posten din',
  linkProblem: 'Lenken virker ikke',
} as const;

const accountCss = `
.vev-account { max-width: 40rem; }
.vev-account form { display: grid; gap: 0.75rem; margin-bottom: 1.5rem; }
.vev-account form button { justify-self: start; }
.vev-account-orders { width: 100%; border-collapse: collapse; margin-bottom: 1.5rem; }
.vev-account-orders th, .vev-account-orders td { text-align: left; padding: 0.5rem 0.5rem 0.5rem 0; border-bottom: 1px solid var(--vev-color-border); }
.vev-account-orders td.vev-account-sum, .vev-account-orders th.vev-account-sum { text-align: right; white-space: nowrap; padding-right: 1.5rem; }
.vev-account-links { display: flex; flex-wrap: wrap; gap: 1rem; }
`;

export function AccountFrame(props: {
  title: string;
  message?: string | null;
  error?: string | null;
  children?: ReactNode;
}) {
  return <ShopFrame {...props} css={accountCss} className="vev-account" />;
}

function Field(props: {
  name: string;
  label: string;
  type?: string;
  value?: string;
  autoComplete: string;
  required?: boolean;
}) {
  return (
    <div className="vev-checkout-field">
      <label htmlFor={`vev-account-${props.name}`}>{props.label}</label>
      <input
        id={`vev-account-${props.name}`}
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.value}
        autoComplete={props.autoComplete}
        required={props.required ?? true}
      />
    </div>
  );
}

const Submit = ({ children }: { children: ReactNode }) => (
  <button type="submit" className="vev-button vev-button-primary">
    {children}
  </button>
);

export function SignInForm(props: { email: string; canSignUp: boolean }) {
  return (
    <>
      <form method="post" action={accountPaths.signIn}>
        <Field name="email" label="E-post" type="email" value={props.email} autoComplete="email" />
        <Field name="password" label="Passord" type="password" autoComplete="current-password" />
        <Submit>Logg inn</Submit>
      </form>
      <p className="vev-account-links">
        <a href={accountPaths.forgot}>Glemt passord?</a>
        {props.canSignUp ? <a href={accountPaths.signUp}>Opprett konto</a> : null}
      </p>
    </>
  );
}

export function SignUpForm(props: { name: string; email: string }) {
  return (
    <>
      <p>Skriv inn navn og e-postadresse. Vi sender deg en lenke for å bekrefte adressen og velge passord.</p>
      <form method="post" action={accountPaths.signUp}>
        <Field name="name" label="Navn" value={props.name} autoComplete="name" />
        <Field name="email" label="E-post" type="email" value={props.email} autoComplete="email" />
        <Submit>Opprett konto</Submit>
      </form>
      <p>
        Har du allerede en konto? <a href={accountPaths.signIn}>Logg inn</a>
      </p>
    </>
  );
}

export function InviteOnly({ siteName }: { siteName: string }) {
  return (
    <p>
      Hos {siteName} lager vi kontoer bare på invitasjon. Har du fått en invitasjon på e-post, åpner du lenken i den for
      å velge passord. Har du allerede en konto, kan du <a href={accountPaths.signIn}>logge inn</a>.
    </p>
  );
}

export function ForgotForm(props: { email: string }) {
  return (
    <>
      <p>Skriv inn e-postadressen til kontoen din, så sender vi deg en lenke for å velge nytt passord.</p>
      <form method="post" action={accountPaths.forgot}>
        <Field name="email" label="E-post" type="email" value={props.email} autoComplete="email" />
        <Submit>Send lenke</Submit>
      </form>
      <p>
        <a href={accountPaths.signIn}>Tilbake til innlogging</a>
      </p>
    </>
  );
}

export function PasswordForm(props: { action: string; email: string; button: string }) {
  return (
    <form method="post" action={props.action}>
      <p>
        Kontoen gjelder <strong>{props.email}</strong>.
      </p>
      <Field name="password" label="Nytt passord" type="password" autoComplete="new-password" />
      <Field name="passwordRepeat" label="Gjenta passordet" type="password" autoComplete="new-password" />
      <Submit>{props.button}</Submit>
    </form>
  );
}

export function ConfirmEmailForm(props: { action: string; email: string }) {
  return (
    <form method="post" action={props.action}>
      <p>
        Bekreft at du vil bruke <strong>{props.email}</strong> på kontoen din.
      </p>
      <Submit>Bekreft e-postadressen</Submit>
    </form>
  );
}

export function LinkProblem({ expired, again }: { expired: boolean; again: { href: string; label: string } }) {
  return (
    <p>
      {expired ? 'Lenken er for gammel.' : 'Lenken er ugyldig eller allerede brukt.'}{' '}
      <a href={again.href}>{again.label}</a>
    </p>
  );
}

const orderDate = new Intl.DateTimeFormat('nb-NO', {
  timeZone: 'Europe/Oslo',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export function AccountOverview(props: {
  orders: AccountOrder[];
  name: string;
  email: string;
  phone: string;
  pendingEmail: string | null;
  /** Shown where the site asks for consent, and always to a customer who gave it, to withdraw it. */
  marketingConsent: { shown: boolean; given: boolean };
}) {
  return (
    <>
      <h2>Mine ordre</h2>
      {props.orders.length === 0 ? (
        <p>Du har ingen ordre ennå.</p>
      ) : (
        <table className="vev-account-orders">
          <thead>
            <tr>
              <th scope="col">Ordre</th>
              <th scope="col">Dato</th>
              <th scope="col" className="vev-account-sum">
                Sum
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {props.orders.map((order) => (
              <tr key={order.confirmationToken}>
                <td>
                  <a href={`${confirmationPathPrefix}/${order.confirmationToken}`}>Ordre {order.orderNumber}</a>
                </td>
                <td>{orderDate.format(order.createdAt)}</td>
                <td className="vev-account-sum">{formatMoney(order.total)}</td>
                <td>{orderStatusLabels[order.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>Kontoopplysninger</h2>
      <form method="post" action={accountPaths.account}>
        <Field name="name" label="Navn" value={props.name} autoComplete="name" />
        <Field
          name="email"
          label="E-post"
          type="email"
          value={props.pendingEmail ?? props.email}
          autoComplete="email"
        />
        {props.pendingEmail ? (
          <p>
            Vi venter på at du bekrefter {props.pendingEmail} med lenken vi sendte dit. Til da bruker kontoen{' '}
            {props.email}.
          </p>
        ) : null}
        <Field
          name="phone"
          label="Telefon (valgfritt)"
          type="tel"
          value={props.phone}
          autoComplete="tel"
          required={false}
        />
        {props.marketingConsent.shown ? (
          <label className="vev-checkout-choice" htmlFor="vev-account-consent">
            <input type="hidden" name="marketingConsentShown" value="true" />
            <input
              id="vev-account-consent"
              type="checkbox"
              name="marketingConsent"
              value="true"
              defaultChecked={props.marketingConsent.given}
            />
            <span>{marketingConsentLabel}</span>
          </label>
        ) : null}
        <Submit>Lagre</Submit>
      </form>
      <form method="post" action={accountPaths.signOut}>
        <button type="submit" className="vev-button">
          Logg ut
        </button>
      </form>
    </>
  );
}
