/**
 * The way on from 'Bekreft bestilling' to a payment page on another origin (Testkort on the platform
 * host, Stripe, Vipps MobilePay). The shop's policy has `form-action 'self'`, so the browser refuses
 * a form post that is redirected to another host; this small page moves on by a new navigation (a
 * refresh) instead, with a visible link in case the browser does not follow it.
 */
import { escapeHtml } from '../../platform/html';

export const continueToPaymentLabel = 'Gå videre til betaling';

/** Whether `location` leaves `origin` (scheme, host and port); an address that does not parse leaves it. */
export function isOtherOrigin(location: string, origin: string): boolean {
  try {
    return new URL(location, origin).origin !== origin;
  } catch {
    return true;
  }
}

export function renderContinueToPayment(href: string): string {
  const url = escapeHtml(href);
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0;url=${url}">
<title>Videre til betaling</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}</style>
</head>
<body>
<main>
<h1>Bestillingen er registrert</h1>
<p>Du sendes videre til betalingen.</p>
<p><a href="${url}">${continueToPaymentLabel}</a></p>
</main>
</body>
</html>
`;
}
