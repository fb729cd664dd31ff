/**
 * The checkout's form (`/kasse`), server-rendered and working without JavaScript: the buyer's
 * details, the shipping methods of the zone that covers the address ('Oppdater fraktvalg' asks
 * again for another address), the payment methods, marketing consent when the site asks for it,
 * and the order summary with MVA per rate. A refused form comes back with every typed value kept
 * and a message at each field.
 */
import {
  type CheckoutFormValues,
  checkoutCountries,
  checkoutFormMessages,
  formatMoney,
  type PaymentProviderName,
  paymentProviderLabels,
} from '@vev/shared';
import type { ReactNode } from 'react';
import { bookedTime, CartSummary, cartPath, checkoutPath } from './cart-page';
import type { CartView } from './cart-pricing';
import { cartScriptPath } from './cart-script';
import { shopCss } from './shop-styles';

/** The consent to marketing e-mail, as checkout and the customer's account ask for it. */
export const marketingConsentLabel = 'Ja takk, send meg nyheter og tilbud på e-post.';

export const checkoutTitle = 'Kasse';

export interface OfferedShipping {
  name: string;
  /** øre as shown (with or without MVA, as the cart shows prices). */
  price: number;
}

export interface CheckoutPageProps {
  view: CartView;
  values: CheckoutFormValues;
  fields: Record<string, string>;
  error: string | null;
  shipping: OfferedShipping[];
  providers: PaymentProviderName[];
  phoneRequired: boolean;
  askForMarketingConsent: boolean;
}

function Field({
  name,
  label,
  fields,
  children,
}: {
  name: string;
  label: string;
  fields: Record<string, string>;
  children: ReactNode;
}) {
  const error = fields[name];
  return (
    <div className="vev-checkout-field">
      <label htmlFor={`vev-checkout-${name}`}>{label}</label>
      {children}
      {error ? (
        <p id={`vev-checkout-${name}-error`} className="vev-form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TextInput({
  name,
  value,
  fields,
  type = 'text',
  autoComplete,
  required = true,
}: {
  name: keyof CheckoutFormValues;
  value: string;
  fields: Record<string, string>;
  type?: string;
  autoComplete: string;
  required?: boolean;
}) {
  const invalid = Boolean(fields[name]);
  return (
    <input
      id={`vev-checkout-${name}`}
      name={name}
      type={type}
      defaultValue={value}
      autoComplete={autoComplete}
      required={required}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? `vev-checkout-${name}-error` : undefined}
    />
  );
}

function Choices({
  legend,
  name,
  fields,
  className,
  children,
}: {
  legend: string;
  name: string;
  fields: Record<string, string>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {children}
      {fields[name] ? <p className="vev-form-error">{fields[name]}</p> : null}
    </fieldset>
  );
}

function OrderLines({ view }: { view: CartView }) {
  return (
    <ul className="vev-order-lines">
      {view.lines.map((line) => (
        <li key={line.id}>
          <span>
            {line.name}
            {line.variantName ? `, ${line.variantName}` : ''} × {line.amount}
            {line.bookingStart ? (
              <span className="vev-muted">
                <br />
                Tid: {bookedTime.format(new Date(line.bookingStart))}
              </span>
            ) : null}
            {line.customizations.map((entry) => (
              <span key={entry.label} className="vev-muted">
                <br />
                {entry.label}: {entry.value === 'true' ? 'Ja' : entry.value}
              </span>
            ))}
            {line.discount > 0 ? (
              <span className="vev-cart-saved">
                <br />
                {`Du sparer ${formatMoney(line.discount)}`}
              </span>
            ) : null}
            {line.problem ? (
              <span className="vev-form-error">
                <br />
                {line.problem}
              </span>
            ) : null}
          </span>
          <span>{formatMoney(line.total)}</span>
        </li>
      ))}
    </ul>
  );
}

export function CheckoutPage(props: CheckoutPageProps) {
  const { view, values, fields, shipping, providers } = props;
  const invalid = Object.keys(fields).length > 0;
  const chosenProvider = providers.includes(values.provider as PaymentProviderName) ? values.provider : providers[0];
  const chosenShipping = shipping.some((method) => method.name === values.shippingMethod)
    ? values.shippingMethod
    : shipping[0]?.name;
  const suffix = view.excludingTax ? ' eks. MVA' : '';
  return (
    <section className="vev-section vev-shop">
      <style>{shopCss}</style>
      <div className="vev-container">
        <h1>{checkoutTitle}</h1>
        {invalid || props.error ? (
          <p className="vev-form-error vev-cart-message" role="alert">
            {props.error ?? checkoutFormMessages.summary}
          </p>
        ) : null}
        <form method="post" action={checkoutPath} className="vev-checkout" noValidate>
          <div className="vev-checkout-main">
            <fieldset>
              <legend>Kontaktinformasjon og adresse</legend>
              <Field name="name" label="Navn" fields={fields}>
                <TextInput name="name" value={values.name} fields={fields} autoComplete="name" />
              </Field>
              <Field name="email" label="E-post" fields={fields}>
                <TextInput name="email" value={values.email} fields={fields} type="email" autoComplete="email" />
              </Field>
              <Field name="phone" label={props.phoneRequired ? 'Telefon' : 'Telefon (valgfritt)'} fields={fields}>
                <TextInput
                  name="phone"
                  value={values.phone}
                  fields={fields}
                  type="tel"
                  autoComplete="tel"
                  required={props.phoneRequired}
                />
              </Field>
              <Field name="address" label="Adresse" fields={fields}>
                <TextInput name="address" value={values.address} fields={fields} autoComplete="street-address" />
              </Field>
              <Field name="postcode" label="Postnummer" fields={fields}>
                <TextInput name="postcode" value={values.postcode} fields={fields} autoComplete="postal-code" />
              </Field>
              <Field name="city" label="Poststed" fields={fields}>
                <TextInput name="city" value={values.city} fields={fields} autoComplete="address-level2" />
              </Field>
              <Field name="country" label="Land" fields={fields}>
                <select id="vev-checkout-country" name="country" defaultValue={values.country} autoComplete="country">
                  {checkoutCountries.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </select>
              </Field>
              {view.ships ? (
                <button
                  type="submit"
                  name="action"
                  value="refresh"
                  className="vev-button vev-checkout-refresh"
                  formNoValidate
                >
                  Oppdater fraktvalg
                </button>
              ) : null}
            </fieldset>
            {view.ships ? (
              <Choices legend="Frakt" name="shippingMethod" fields={fields} className="vev-checkout-shipping">
                {shipping.length === 0 ? <p>Vi sender ikke til denne adressen.</p> : null}
                {shipping.map((method, index) => (
                  <label key={method.name} className="vev-checkout-choice" htmlFor={`vev-shipping-${index}`}>
                    <input
                      id={`vev-shipping-${index}`}
                      type="radio"
                      name="shippingMethod"
                      value={method.name}
                      defaultChecked={method.name === chosenShipping}
                    />
                    <span>
                      {method.name}: {method.price ? `${formatMoney(method.price)}${suffix}` : 'Gratis'}
                    </span>
                  </label>
                ))}
              </Choices>
            ) : null}
            <Choices legend="Betaling" name="provider" fields={fields}>
              {providers.map((provider) => (
                <label key={provider} className="vev-checkout-choice" htmlFor={`vev-provider-${provider}`}>
                  <input
                    id={`vev-provider-${provider}`}
                    type="radio"
                    name="provider"
                    value={provider}
                    defaultChecked={provider === chosenProvider}
                  />
                  <span>{paymentProviderLabels[provider]}</span>
                </label>
              ))}
            </Choices>
            {props.askForMarketingConsent ? (
              <label className="vev-checkout-choice" htmlFor="vev-checkout-consent">
                <input
                  id="vev-checkout-consent"
                  type="checkbox"
                  name="marketingConsent"
                  value="true"
                  defaultChecked={values.marketingConsent}
                />
                <span>{marketingConsentLabel}</span>
              </label>
            ) : null}
            <input type="hidden" name="idempotencyKey" value={values.idempotencyKey} />
          </div>
          <aside className="vev-cart-side">
            <h2>Ordresammendrag</h2>
            <OrderLines view={view} />
            <CartSummary view={view} shippingLabel="Frakt" />
            <button type="submit" className="vev-button vev-button-primary">
              Bekreft bestilling
            </button>
            <a href={cartPath}>Tilbake til handlekurven</a>
          </aside>
        </form>
      </div>
      <script src={cartScriptPath} defer />
    </section>
  );
}
