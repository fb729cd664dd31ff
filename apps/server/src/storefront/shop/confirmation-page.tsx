/**
 * An order's confirmation (`/ordre/{token}`): what the buyer ordered and what it costs, with MVA per
 * rate, how they pay and where the order stands. Reached only by its unguessable token.
 */
import {
  formatMoney,
  type Order,
  orderPaymentStatusLabels,
  orderStatusLabels,
  paymentProviderLabels,
} from '@vev/shared';
import { formatBookingTime } from '../../modules/booking/mail';
import { taxRateLabel } from './cart-page';
import { shopCss } from './shop-styles';

const when = new Intl.DateTimeFormat('nb-NO', {
  timeZone: 'Europe/Oslo',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '3. mars 2026 kl. 14:05' */
export function formatOrderTime(iso: string): string {
  const parts = Object.fromEntries(when.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.day}. ${parts.month} ${parts.year} kl. ${parts.hour}:${parts.minute}`;
}

export const confirmationTitle = (order: Pick<Order, 'orderNumber'>) =>
  order.orderNumber === null ? 'Takk for bestillingen' : `Ordre ${order.orderNumber}`;

/** A thank-you for an order that stands; for one whose payment failed or that was cancelled, what happened instead. */
function OrderOutcome({ order }: { order: Order }) {
  const placed = (
    <>
      Ordrenummer <strong>{order.orderNumber}</strong>, lagt inn {formatOrderTime(order.timestamp)}.
    </>
  );
  if (order.status === 'failed' || order.status === 'canceled') {
    const charged = order.payments.some((payment) => payment.chargedSum > 0);
    return (
      <>
        <h1>{order.status === 'failed' ? 'Betalingen feilet' : 'Ordren er kansellert'}</h1>
        <p className="vev-lead">
          {placed} {charged ? '' : 'Ingenting er trukket for denne ordren. '}Du er velkommen til å handle på nytt.
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Takk for bestillingen!</h1>
      <p className="vev-lead">
        {placed} Vi sender en bekreftelse til {order.invoiceInformation.email}.
      </p>
    </>
  );
}

export function ConfirmationPage({ order }: { order: Order }) {
  const payment = order.payments[0];
  return (
    <section className="vev-section vev-shop">
      <style>{shopCss}</style>
      <div className="vev-container vev-width-narrow">
        <OrderOutcome order={order} />
        <dl className="vev-cart-summary">
          <div>
            <dt>Status</dt>
            <dd>{orderStatusLabels[order.status]}</dd>
          </div>
          <div>
            <dt>Betaling</dt>
            <dd>
              {payment ? paymentProviderLabels[payment.provider] : 'Ingen'}
              {' – '}
              {orderPaymentStatusLabels[order.paymentStatus ?? 'manual']}
            </dd>
          </div>
        </dl>
        <h2>Varer</h2>
        <ul className="vev-order-lines">
          {order.orderLines.map((line) => (
            <li key={line._id}>
              <span>
                {line.name} × {line.amount}
                {line.customizations.map((entry) => (
                  <span key={entry.label} className="vev-muted">
                    <br />
                    {entry.label}: {entry.value === 'true' ? 'Ja' : entry.value}
                  </span>
                ))}
                {line.booking ? (
                  <span className="vev-muted">
                    <br />
                    Tid: {formatBookingTime(new Date(line.booking.start), new Date(line.booking.end))}
                  </span>
                ) : null}
                {Object.entries(line.discounts).map(([name, amount]) => (
                  <span key={name} className="vev-cart-saved">
                    <br />
                    {`${name}: − ${formatMoney(amount)}`}
                  </span>
                ))}
              </span>
              <span>{formatMoney(line.total)}</span>
            </li>
          ))}
          {order.shippingLines.map((line) => (
            <li key={line._id}>
              <span>Frakt: {line.methodName}</span>
              <span>{formatMoney(line.total)}</span>
            </li>
          ))}
        </ul>
        <dl className="vev-cart-summary">
          {order.taxes
            .filter((entry) => entry.amount > 0)
            .map((entry) => (
              <div key={`${entry.name}-${entry.basisPoints}`}>
                <dt>Herav {taxRateLabel(entry)}</dt>
                <dd>{formatMoney(entry.amount)}</dd>
              </div>
            ))}
          <div className="vev-cart-grand">
            <dt>Totalt</dt>
            <dd>{formatMoney(order.total)}</dd>
          </div>
        </dl>
        <p>
          <a className="vev-button vev-button-primary" href="/">
            Fortsett å handle
          </a>
        </p>
      </div>
    </section>
  );
}
