/**
 * The cart page's content (`/handlekurv`), rendered inside the site's template: its lines with
 * their forms (change the amount, remove; plain posts that work without JavaScript), the discount
 * code, and the summary with the discounts, shipping and MVA per rate from the pricing engine.
 */
import { cartMessages, formatMoney, type TaxAmount } from '@vev/shared';
import type { CartLineView, CartView } from './cart-pricing';
import { cartScriptPath } from './cart-script';
import { shopCss } from './shop-styles';

export const cartPath = '/handlekurv';
export const checkoutPath = '/kasse';
export const cartTitle = 'Handlekurv';

const percent = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 });

/** 'MVA 25 %' */
export const taxRateLabel = (entry: TaxAmount) => `${entry.name} ${percent.format(entry.basisPoints / 100)} %`;

export interface CartNotice {
  message?: string | null;
  error?: string | null;
  /** Where the visitor came from (a product page), for 'Tilbake til produktet'. */
  back?: string | null;
  /** A discount code that was refused, as typed, and why. */
  code?: { typed: string; error: string } | null;
}

/** A booked time as the cart and checkout show it: 'mandag 30. november 2026 kl. 09:00'. */
export const bookedTime = new Intl.DateTimeFormat('nb-NO', {
  timeZone: 'Europe/Oslo',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function LineForms({ line }: { line: CartLineView }) {
  return (
    <div className="vev-cart-forms">
      {line.bookingStart ? null : <AmountForm line={line} />}
      <form method="post" action={cartPath}>
        <input type="hidden" name="action" value="remove" />
        <input type="hidden" name="line" value={line.id} />
        <button type="submit" className="vev-link-button">
          Fjern<span className="vev-visually-hidden"> {line.name}</span>
        </button>
      </form>
    </div>
  );
}

/** A booked time is one place: its line has no amount to change. */
function AmountForm({ line }: { line: CartLineView }) {
  return (
    <form method="post" action={cartPath} className="vev-cart-amount">
      <input type="hidden" name="action" value="update" />
      <input type="hidden" name="line" value={line.id} />
      <label>
        <span className="vev-visually-hidden">Antall av {line.name}</span>
        <input type="number" name="amount" min={1} max={999} defaultValue={line.amount} inputMode="numeric" />
      </label>
      <button type="submit" className="vev-button">
        Oppdater
      </button>
    </form>
  );
}

function CartLine({ line, excludingTax }: { line: CartLineView; excludingTax: boolean }) {
  const suffix = excludingTax ? ' eks. MVA' : '';
  return (
    <li className="vev-cart-line">
      {line.image ? (
        <img className="vev-cart-image" src={line.image.url} alt={line.image.alt} width={80} height={80} />
      ) : (
        <span className="vev-cart-image" aria-hidden="true" />
      )}
      <div className="vev-cart-about">
        <p className="vev-cart-name">{line.path ? <a href={line.path}>{line.name}</a> : line.name}</p>
        {line.variantName ? <p className="vev-muted">Variant: {line.variantName}</p> : null}
        {line.bookingStart ? <p>Tid: {bookedTime.format(new Date(line.bookingStart))}</p> : null}
        {line.customizations.length ? (
          <ul className="vev-cart-custom">
            {line.customizations.map((entry) => (
              <li key={entry.label}>
                {entry.label}: {entry.value === 'true' ? 'Ja' : entry.value}
                {entry.price ? ` (+ ${formatMoney(entry.price)})` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        {line.priced ? (
          <p className="vev-muted">
            {formatMoney(line.unitPrice)} per stk.{suffix}
          </p>
        ) : null}
        {line.discount > 0 ? <p className="vev-cart-saved">{`Du sparer ${formatMoney(line.discount)}`}</p> : null}
        {line.problem ? (
          <p className="vev-form-error" role="alert">
            {line.problem}
          </p>
        ) : null}
        <LineForms line={line} />
      </div>
      <p className="vev-cart-total">{line.priced ? formatMoney(line.total) : ''}</p>
    </li>
  );
}

export function CartSummary({ view, shippingLabel }: { view: CartView; shippingLabel: string }) {
  const suffix = view.excludingTax ? ' eks. MVA' : '';
  return (
    <dl className="vev-cart-summary">
      <div>
        <dt>Sum varer{suffix}</dt>
        <dd>{formatMoney(view.subtotal)}</dd>
      </div>
      {view.discounts.map((entry) => (
        <div key={entry.name} className="vev-cart-saved">
          <dt>{entry.name}</dt>
          <dd>{`− ${formatMoney(entry.amount)}`}</dd>
        </div>
      ))}
      {view.ships ? (
        <div>
          <dt>
            {shippingLabel}
            {view.shipping ? ` (${view.shipping.name})` : ''}
          </dt>
          <dd>{view.shipping ? formatMoney(view.shipping.price) : 'Beregnes i kassen'}</dd>
        </div>
      ) : null}
      {view.taxes.map((entry) => (
        <div key={`${entry.name}-${entry.basisPoints}`}>
          <dt>{view.excludingTax ? taxRateLabel(entry) : `Herav ${taxRateLabel(entry)}`}</dt>
          <dd>{formatMoney(entry.amount)}</dd>
        </div>
      ))}
      <div className="vev-cart-grand">
        <dt>Totalt</dt>
        <dd>{formatMoney(view.total)}</dd>
      </div>
      {view.discount > 0 ? (
        <div className="vev-cart-saved">
          <dt>Du sparer</dt>
          <dd>{formatMoney(view.discount)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The cart's code with a way to remove it, or the field (with what was typed and why it was refused). */
function DiscountForm({ view, refused }: { view: CartView; refused: CartNotice['code'] }) {
  if (view.discountCode) {
    return (
      <form method="post" action={cartPath} className="vev-cart-discount">
        <input type="hidden" name="action" value="removeDiscount" />
        <p>
          Rabattkode: <strong>{view.discountCode}</strong>{' '}
          <button type="submit" className="vev-link-button">
            Fjern<span className="vev-visually-hidden"> rabattkoden</span>
          </button>
        </p>
      </form>
    );
  }
  const typed = refused?.typed ?? view.rejectedCode ?? '';
  const error = refused?.error ?? (view.rejectedCode ? cartMessages.discountUnknown : null);
  return (
    <form method="post" action={cartPath} className="vev-cart-discount">
      <input type="hidden" name="action" value="discount" />
      <label htmlFor="vev-discount-code">Rabattkode</label>
      <div>
        <input
          id="vev-discount-code"
          name="code"
          defaultValue={typed}
          maxLength={50}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'vev-discount-error' : undefined}
        />
        <button type="submit" className="vev-button">
          Bruk
        </button>
      </div>
      {error ? (
        <p id="vev-discount-error" className="vev-form-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function Notices({ notice }: { notice: CartNotice }) {
  return (
    <>
      {notice.message ? (
        <p className="vev-cart-message" role="status">
          {notice.message}
        </p>
      ) : null}
      {notice.error ? (
        <p className="vev-form-error vev-cart-message" role="alert">
          {notice.error}
          {notice.back ? (
            <>
              {' '}
              <a href={notice.back}>Tilbake til produktet</a>
            </>
          ) : null}
        </p>
      ) : null}
    </>
  );
}

export function CartPage({ view, notice }: { view: CartView; notice: CartNotice }) {
  return (
    <section className="vev-section vev-shop">
      <style>{shopCss}</style>
      <div className="vev-container">
        <h1>{cartTitle}</h1>
        <Notices notice={notice} />
        {view.lines.length === 0 ? (
          <div className="vev-message">
            <p className="vev-lead">{cartMessages.empty}</p>
            <a className="vev-button vev-button-primary" href="/">
              Fortsett å handle
            </a>
          </div>
        ) : (
          <div className="vev-cart">
            <ul className="vev-cart-lines">
              {view.lines.map((line) => (
                <CartLine key={line.id} line={line} excludingTax={view.excludingTax} />
              ))}
            </ul>
            <aside className="vev-cart-side">
              <DiscountForm view={view} refused={notice.code} />
              <CartSummary view={view} shippingLabel="Frakt (estimat)" />
              {view.blocked ? (
                <p className="vev-muted">Endre varene som er merket før du går til kassen.</p>
              ) : (
                <a className="vev-button vev-button-primary vev-cart-checkout" href={checkoutPath}>
                  Til kassen
                </a>
              )}
              <a href="/">Fortsett å handle</a>
            </aside>
          </div>
        )}
      </div>
      <script src={cartScriptPath} defer />
    </section>
  );
}
