/**
 * `/konto/…` on a shop's host: the customer's account (issue 17 item 4). GET shows a page, POST (a
 * form of the same origin, like the cart's) acts and answers with a page or a 303. Every page is
 * private and never cached; a page with a link's token in its address is sent with `no-store` and
 * `Referrer-Policy: same-origin`, so the token goes to no other site (`no-referrer` would make the
 * browser send `Origin: null` with the page's own form, which the same-origin check refuses).
 */

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { hashPassword } from '../../platform/passwords';
import { minutesText, throttledMessage } from '../../sso/login';
import { newPasswordProblem } from '../../sso/new-password';
import { pass, type Resolver, type Storefront, segmentAfter, sendHtml, type Visit } from '../resolvers/resolver';
import { postedFromOwnOrigin, refuseForeignOrigin } from '../shop/same-origin';
import { renderMessageView } from '../view';
import {
  accountOrders,
  confirmEmailChange,
  emailTakenMessage,
  requestEmailChange,
  updateDetails,
} from './account-details';
import {
  AccountFrame,
  AccountOverview,
  accountPaths,
  accountTitles,
  ConfirmEmailForm,
  ForgotForm,
  InviteOnly,
  LinkProblem,
  PasswordForm,
  SignInForm,
  SignUpForm,
} from './account-pages';
import {
  type AccountSite,
  attemptCustomerSignIn,
  choosePassword,
  findLink,
  type LinkKind,
  type MailRequest,
  requestReset,
  signUp,
} from './accounts';
import { endCustomerSession, endEveryCustomerSession, findSignedInCustomer, startCustomerSession } from './session';

export const accountMessages = {
  wrongCredentials: 'Feil e-post eller passord.',
  invalidEmail: 'Skriv inn en gyldig e-postadresse.',
  nameRequired: 'Skriv inn navnet ditt.',
  tooLong: 'Teksten er for lang.',
  mailThrottled: (seconds: number) => `Vi har sendt mange e-poster til deg nå. Prøv igjen om ${minutesText(seconds)}.`,
  inviteOnly: 'Her lager vi kontoer bare på invitasjon.',
  sent: 'Vi har sendt deg en e-post med en lenke. Åpne den for å gå videre.',
  resetSent: 'Finnes det en konto med denne e-postadressen, har vi sendt en lenke for å velge nytt passord.',
  saved: 'Opplysningene er lagret.',
  emailChangeSent: 'Vi har sendt en lenke til den nye e-postadressen. Den tas i bruk når du åpner lenken.',
  emailChanged: 'Den nye e-postadressen er tatt i bruk.',
  signedOut: 'Du er logget ut.',
  passwordSet: 'Passordet er lagret, og du er logget inn.',
} as const;

/** Messages a redirect may name (`?melding=…`); nothing the visitor types is shown. */
const flashMessages: Record<string, string> = {
  lagret: accountMessages.saved,
  'ny-epost': accountMessages.emailChangeSent,
  'epost-byttet': accountMessages.emailChanged,
  'logget-ut': accountMessages.signedOut,
  passord: accountMessages.passwordSet,
};

type Form = Record<string, unknown>;
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const isEmail = (text: string) => text.length <= 254 && z.email().safeParse(text).success;

/** Which link a token path belongs to, and where a visitor whose link failed may ask again. */
const linkPages: Record<LinkKind, { prefix: string; title: string; again: { href: string; label: string } }> = {
  invite: {
    prefix: accountPaths.invite,
    title: accountTitles.invite,
    again: { href: accountPaths.forgot, label: 'Be om en ny lenke med «Glemt passord».' },
  },
  confirm: {
    prefix: accountPaths.confirm,
    title: accountTitles.confirm,
    again: { href: accountPaths.signUp, label: 'Be om en ny lenke.' },
  },
  reset: {
    prefix: accountPaths.reset,
    title: accountTitles.reset,
    again: { href: accountPaths.forgot, label: 'Be om en ny lenke.' },
  },
};

const redirect = (reply: FastifyReply, location: string) =>
  reply.status(303).header('location', location).header('cache-control', 'no-store').send();

const accountSiteOf = (found: Visit): AccountSite => ({
  id: found.site.id,
  name: found.site.name,
  displayName: found.site.displayName,
  canonicalDomain: found.site.canonicalDomain,
});

export function accountResolver(storefront: Storefront): Resolver {
  const { db, config } = storefront;

  async function show(
    found: Visit,
    request: FastifyRequest,
    reply: FastifyReply,
    page: { title: string; message?: string | null; error?: string | null; body?: ReactNode },
    status = 200,
  ) {
    const html = await renderMessageView(found.context, {
      title: page.title,
      path: found.pathname,
      body: (
        <AccountFrame title={page.title} message={page.message} error={page.error}>
          {page.body}
        </AccountFrame>
      ),
    });
    reply.header('referrer-policy', 'same-origin');
    return sendHtml(request, reply, config, found, 'private', status, html);
  }

  const throttled = (reply: FastifyReply, seconds: number) => reply.header('retry-after', String(seconds)).status(429);

  async function signIn(found: Visit, request: FastifyRequest, reply: FastifyReply, form: Form | null) {
    const canSignUp = found.site.settings.customerCreation === 'public';
    if (!form) {
      if (await findSignedInCustomer(db, found.site.id, request)) return redirect(reply, accountPaths.account);
      const message = flashMessages[found.query.get('melding') ?? ''] ?? null;
      return show(found, request, reply, {
        title: accountTitles.signIn,
        message,
        body: <SignInForm email="" canSignUp={canSignUp} />,
      });
    }
    const email = textOf(form.email).trim().slice(0, 254);
    const password = textOf(form.password).slice(0, 1000);
    const again = (error: string, status: number) =>
      show(
        found,
        request,
        reply,
        { title: accountTitles.signIn, error, body: <SignInForm email={email} canSignUp={canSignUp} /> },
        status,
      );
    if (!email || !password) return again(accountMessages.wrongCredentials, 400);
    const result = await attemptCustomerSignIn(db, found.site.id, { email, password, ip: request.ip });
    if (result.outcome === 'throttled') {
      throttled(reply, result.retryAfterSeconds);
      return again(throttledMessage(result.retryAfterSeconds), 429);
    }
    if (result.outcome === 'wrongCredentials') return again(accountMessages.wrongCredentials, 401);
    await startCustomerSession(db, found.site.id, result.customerId, request, reply);
    return redirect(reply, accountPaths.account);
  }

  const afterMail = (
    found: Visit,
    request: FastifyRequest,
    reply: FastifyReply,
    result: MailRequest,
    sent: string,
    retry: (error: string) => Promise<FastifyReply>,
  ) => {
    if (result.outcome === 'throttled') {
      throttled(reply, result.retryAfterSeconds);
      return retry(accountMessages.mailThrottled(result.retryAfterSeconds));
    }
    return show(found, request, reply, { title: accountTitles.sent, message: sent });
  };

  async function signUpPage(found: Visit, request: FastifyRequest, reply: FastifyReply, form: Form | null) {
    if (found.site.settings.customerCreation !== 'public') {
      return show(
        found,
        request,
        reply,
        { title: accountTitles.signUp, body: <InviteOnly siteName={found.site.displayName} /> },
        form ? 403 : 200,
      );
    }
    const name = textOf(form?.name).trim();
    const email = textOf(form?.email).trim();
    const again = (error: string | null, status = 400) =>
      show(
        found,
        request,
        reply,
        { title: accountTitles.signUp, error, body: <SignUpForm name={name} email={email} /> },
        status,
      );
    if (!form) return again(null, 200);
    if (!name) return again(accountMessages.nameRequired);
    if (name.length > 200) return again(accountMessages.tooLong);
    if (!isEmail(email)) return again(accountMessages.invalidEmail);
    const result = await signUp(db, config, accountSiteOf(found), { name, email, ip: request.ip });
    return afterMail(found, request, reply, result, accountMessages.sent, (error) => again(error, 429));
  }

  async function forgot(found: Visit, request: FastifyRequest, reply: FastifyReply, form: Form | null) {
    const email = textOf(form?.email).trim();
    const again = (error: string | null, status = 400) =>
      show(found, request, reply, { title: accountTitles.forgot, error, body: <ForgotForm email={email} /> }, status);
    if (!form) return again(null, 200);
    if (!isEmail(email)) return again(accountMessages.invalidEmail);
    const result = await requestReset(db, config, accountSiteOf(found), { email, ip: request.ip });
    return afterMail(found, request, reply, result, accountMessages.resetSent, (error) => again(error, 429));
  }

  /** An invitation, a sign-up's confirmation or a reset: choose a password and be signed in. */
  async function link(
    found: Visit,
    request: FastifyRequest,
    reply: FastifyReply,
    kind: LinkKind,
    token: string,
    form: Form | null,
  ) {
    const page = linkPages[kind];
    const problem = (expired: boolean) =>
      show(
        found,
        request,
        reply,
        { title: accountTitles.linkProblem, body: <LinkProblem expired={expired} again={page.again} /> },
        expired ? 410 : 404,
      );
    const opened = await findLink(db, found.site.id, kind, token);
    if (opened.status !== 'open') return problem(opened.status === 'expired');
    const { customer } = opened;
    // A confirmation link of an account is for its new e-mail.
    if (kind === 'confirm' && customer.hasAccount) {
      if (!customer.pendingEmail) return problem(false);
      if (!form) {
        return show(found, request, reply, {
          title: page.title,
          body: <ConfirmEmailForm action={found.pathname} email={customer.pendingEmail} />,
        });
      }
      const changed = await confirmEmailChange(db, found.site.id, token);
      if (changed.outcome === 'gone') return problem(false);
      if (changed.outcome === 'taken')
        return show(found, request, reply, { title: page.title, error: emailTakenMessage }, 409);
      return redirect(reply, `${accountPaths.account}?melding=epost-byttet`);
    }
    const button = kind === 'reset' ? 'Lagre nytt passord' : 'Lagre passord og logg inn';
    const formOf = <PasswordForm action={found.pathname} email={customer.email} button={button} />;
    if (!form) return show(found, request, reply, { title: page.title, body: formOf });
    const password = textOf(form.password).slice(0, 1000);
    const error = newPasswordProblem(password, textOf(form.passwordRepeat));
    if (error) return show(found, request, reply, { title: page.title, error, body: formOf }, 400);
    const chosen = await choosePassword(db, found.site.id, kind, token, await hashPassword(password));
    if (!chosen) return problem(false);
    // A new password ends every session the old one opened.
    await endEveryCustomerSession(db, found.site.id, chosen.id);
    await startCustomerSession(db, found.site.id, chosen.id, request, reply);
    return redirect(reply, `${accountPaths.account}?melding=passord`);
  }

  async function account(found: Visit, request: FastifyRequest, reply: FastifyReply, form: Form | null) {
    const customer = await findSignedInCustomer(db, found.site.id, request);
    if (!customer) return redirect(reply, accountPaths.signIn);
    const consentShown = found.site.settings.askForMarketingConsent || customer.marketingConsent;
    const overview = (values: { name: string; phone: string; marketingConsent: boolean }) => (
      <AccountOverview
        orders={orders}
        name={values.name}
        email={customer.email}
        phone={values.phone}
        pendingEmail={customer.pendingEmail}
        marketingConsent={{ shown: consentShown, given: values.marketingConsent }}
      />
    );
    const orders = await accountOrders(db, found.site.id, customer.id);
    if (!form) {
      const message = flashMessages[found.query.get('melding') ?? ''] ?? null;
      return show(found, request, reply, { title: accountTitles.account, message, body: overview(customer) });
    }
    const name = textOf(form.name).trim();
    const phone = textOf(form.phone).trim();
    const email = textOf(form.email).trim().toLowerCase();
    // Only a form that showed the box changes the consent: unticked, it is withdrawn.
    const marketingConsent =
      textOf(form.marketingConsentShown) === 'true'
        ? textOf(form.marketingConsent) === 'true'
        : customer.marketingConsent;
    const again = (error: string, status = 400) =>
      show(
        found,
        request,
        reply,
        { title: accountTitles.account, error, body: overview({ name, phone, marketingConsent }) },
        status,
      );
    if (!name) return again(accountMessages.nameRequired);
    if (name.length > 200 || phone.length > 50) return again(accountMessages.tooLong);
    if (!isEmail(email)) return again(accountMessages.invalidEmail);
    await updateDetails(db, found.site.id, customer.id, { name, phone, marketingConsent });
    if (email === customer.email || email === customer.pendingEmail)
      return redirect(reply, `${accountPaths.account}?melding=lagret`);
    const result = await requestEmailChange(db, config, accountSiteOf(found), {
      customerId: customer.id,
      name,
      email,
      ip: request.ip,
    });
    if (result.outcome === 'throttled') {
      throttled(reply, result.retryAfterSeconds);
      return again(accountMessages.mailThrottled(result.retryAfterSeconds), 429);
    }
    return redirect(reply, `${accountPaths.account}?melding=ny-epost`);
  }

  return {
    async resolve(found, request, reply) {
      const path = found.pathname.replace(/\/$/, '') || '/';
      if (!found.site.hasEcommerce || (path !== accountPaths.account && !path.startsWith(`${accountPaths.account}/`))) {
        return pass;
      }
      const posted = request.method === 'POST';
      if (posted && !postedFromOwnOrigin(request, found)) return refuseForeignOrigin(reply);
      const form = posted ? ((request.body && typeof request.body === 'object' ? request.body : {}) as Form) : null;
      if (path === accountPaths.account) return account(found, request, reply, form);
      if (path === accountPaths.signIn) return signIn(found, request, reply, form);
      if (path === accountPaths.signUp) return signUpPage(found, request, reply, form);
      if (path === accountPaths.forgot) return forgot(found, request, reply, form);
      if (path === accountPaths.signOut) {
        if (!posted) return redirect(reply, accountPaths.account);
        await endCustomerSession(db, found.site.id, request, reply);
        return redirect(reply, `${accountPaths.signIn}?melding=logget-ut`);
      }
      for (const kind of ['invite', 'confirm', 'reset'] as const) {
        const token = segmentAfter(path, linkPages[kind].prefix);
        if (token !== null) {
          if (!/^[A-Za-z0-9_-]{16,100}$/.test(token)) return pass;
          return link(found, request, reply, kind, token, form);
        }
      }
      return pass;
    },
  };
}
