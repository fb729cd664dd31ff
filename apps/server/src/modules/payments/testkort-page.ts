/** Testkort's hosted payment page: server-rendered, no script, in the sign-on pages' look. */
import { formatMoney } from '@vev/shared';
import { escapeHtml as e } from '../../platform/html';
import { alerts, page } from '../../sso/page';

const styles = `<style>
.merchant { margin: 0 0 .25rem; color: var(--muted); font-size: .875rem; }
.amount { margin: 0 0 1.5rem; font-size: 2rem; font-weight: 700; }
.description { margin: 0 0 1.5rem; font-size: .875rem; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
.test { margin: 0 0 1.25rem; padding: .5rem .75rem; border: 1px dashed var(--border); border-radius: 4px;
  color: var(--muted); font-size: .75rem; line-height: 1.5; }
button.secondary { margin-top: .75rem; color: var(--text); background: transparent; border: 1px solid var(--border); }
button.secondary:hover { background: var(--bg); }
</style>`;

export interface PaymentPageOptions {
  merchant: string;
  description: string;
  /** øre */
  amount: number;
  action: string;
  cardNumber?: string;
  expiry?: string;
  error?: string;
}

const heading = (options: { merchant: string; amount: number; description: string }) =>
  `<p class="merchant">${e(options.merchant)}</p>
<h1 class="amount">${e(formatMoney(options.amount))}</h1>
<p class="description">${e(options.description)}</p>`;

export function renderPaymentPage(options: PaymentPageOptions): string {
  const amount = formatMoney(options.amount);
  return page(
    `Betal ${amount} – Testkort`,
    `${heading(options)}
<p class="test">Testbetaling: ingen penger trekkes. Bruk for eksempel kortnummer 4242 4242 4242 4242;
4000 0000 0000 0002 blir avvist, og etter tre avvisninger feiler betalingen.</p>
${alerts(options)}
<form method="post" action="${e(options.action)}">
<label for="cardNumber">Kortnummer</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required maxlength="23"
 placeholder="1234 5678 9012 3456" value="${e(options.cardNumber ?? '')}" autofocus>
<div class="row">
<div><label for="expiry">Utløpsdato</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" required maxlength="7" placeholder="MM/ÅÅ" value="${e(options.expiry ?? '')}"></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" placeholder="123"></div>
</div>
<button type="submit" name="action" value="pay">Betal ${e(amount)}</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Avbryt</button>
</form>`,
    styles,
  );
}

/**
 * Where the payment's story ends on this page: paid, cancelled, or already closed. With `redirect`
 * the browser goes on to the shop by itself (a refresh, since a form may only lead to this origin).
 */
export function renderPaymentDonePage(options: {
  merchant: string;
  description: string;
  amount: number;
  title: string;
  text: string;
  returnUrl: string;
  redirect: boolean;
}): string {
  const href = e(options.returnUrl);
  return page(
    `${options.title} – Testkort`,
    `${heading(options)}
${alerts({ notice: options.title })}
<p class="lead">${e(options.text)}${options.redirect ? ' Du sendes tilbake til butikken.' : ''}</p>
<a class="button primary" href="${href}">Tilbake til ${e(options.merchant)}</a>`,
    `${options.redirect ? `\n<meta http-equiv="refresh" content="1; url=${href}">` : ''}\n${styles}`,
  );
}

export function renderPaymentMissingPage(): string {
  return page(
    'Betalingen finnes ikke – Testkort',
    `<h1>Betalingen finnes ikke</h1>
<p class="lead">Lenken er feil eller gammel. Gå tilbake til butikken og prøv igjen.</p>`,
  );
}
