/**
 * The buy form of a product page: the variant chooser, the customization fields and the amount. It
 * works without JavaScript (every field shows, each variant names its price); the product script
 * (`productScriptPath`) shows the chosen variant's price and hides fields whose conditions fail.
 */
import { formatMoney } from '@vev/shared';
import type { ResolvedCustomizeField, ResolvedProduct, ResolvedVariant } from './context';
import { excludingTaxText, safeColour, stockStatusLabels } from './product-card';

/** The variant the form starts with: the first one for sale. */
export const defaultVariantOf = (variants: readonly ResolvedVariant[]) =>
  variants.find((variant) => !variant.unavailable && variant.stockStatus !== 'outOfStock') ?? null;

const plus = (price: number, excludingTax: boolean) =>
  price > 0 ? ` (+ ${formatMoney(price)}${excludingTax ? ` ${excludingTaxText}` : ''})` : '';

function VariantChooser({ id, product }: { id: string; product: ResolvedProduct }) {
  const variants = product.variants ?? [];
  const chosen = defaultVariantOf(variants);
  return (
    <fieldset className="vev-choice-list">
      <legend>Velg variant</legend>
      {variants.map((variant) => {
        const closed = variant.unavailable || variant.stockStatus === 'outOfStock';
        const price = variant.price.byAppointment ? 'Etter avtale' : formatMoney(variant.price.value);
        return (
          <label key={variant._id} className="vev-choice" htmlFor={`${id}-variant-${variant._id}`}>
            <input
              id={`${id}-variant-${variant._id}`}
              type="radio"
              name="variant"
              value={variant._id}
              defaultChecked={variant._id === chosen?._id}
              disabled={closed}
              required
            />
            <span>{variant.name}</span>
            {variant.attributes?.length ? (
              <span className="vev-muted">
                {variant.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`).join(', ')}
              </span>
            ) : null}
            <span className="vev-choice-price">{price}</span>
            {closed ? (
              <span className="vev-muted">
                {variant.unavailable ? 'Ikke tilgjengelig' : stockStatusLabels.outOfStock}
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}

function CustomizeInput({
  id,
  field,
  excludingTax,
}: {
  id: string;
  field: ResolvedCustomizeField;
  excludingTax: boolean;
}) {
  const name = `custom[${field.key}]`;
  if (field.type === 'Radio' || field.type === 'Color') {
    return (
      <fieldset className="vev-choice-list">
        <legend>
          {field.label}
          {plus(field.price, excludingTax)}
        </legend>
        {field.options.map((option, index) => (
          <label key={option.label} className="vev-choice" htmlFor={`${id}-${index}`}>
            <input
              id={`${id}-${index}`}
              type="radio"
              name={name}
              value={option.label}
              defaultChecked={option.default}
              required={field.required}
            />
            {field.type === 'Color' ? (
              <span className="vev-swatch" style={{ background: safeColour(option.color) }} aria-hidden="true" />
            ) : null}
            <span>
              {option.label}
              {plus(option.price, excludingTax)}
            </span>
          </label>
        ))}
      </fieldset>
    );
  }
  const label = (
    <span>
      {field.label}
      {plus(field.price, excludingTax)}
    </span>
  );
  if (field.type === 'Checkbox') {
    return (
      <label className="vev-choice" htmlFor={id}>
        <input id={id} type="checkbox" name={name} value="true" defaultChecked={field.defaultValue === 'true'} />
        {label}
      </label>
    );
  }
  const numeric = field.type === 'Number' || field.type === 'NumberMultiplier' || field.type === 'Stepper';
  return (
    <label className="vev-field" htmlFor={id}>
      {label}
      {numeric ? (
        <input
          id={id}
          type="number"
          name={name}
          inputMode="numeric"
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          defaultValue={field.defaultValue || undefined}
          placeholder={field.placeholder || undefined}
          required={field.required}
        />
      ) : (
        <input
          id={id}
          type="text"
          name={name}
          minLength={field.min ?? undefined}
          maxLength={field.max ?? undefined}
          defaultValue={field.defaultValue || undefined}
          placeholder={field.placeholder || undefined}
          required={field.required}
        />
      )}
    </label>
  );
}

function CustomizeFields({ id, product }: { id: string; product: ResolvedProduct }) {
  const fields = product.customizeFields ?? [];
  if (fields.length === 0) return null;
  return (
    <div className="vev-customize">
      {fields.map((field) => (
        <div
          key={field.key}
          className="vev-customize-field"
          data-vev-field={field.key}
          data-vev-conditions={field.conditions.length ? JSON.stringify(field.conditions) : undefined}
        >
          <CustomizeInput id={`${id}-custom-${field.key}`} field={field} excludingTax={product.price.excludingTax} />
          {field.description ? <p className="vev-muted">{field.description}</p> : null}
        </div>
      ))}
    </div>
  );
}

/** Why a product shows no buy button, or null when it has one. */
export function notForSaleReason(product: ResolvedProduct): string | null {
  if (product.unavailable) return 'Ikke tilgjengelig';
  if (product.notForIndependentSale) return 'Selges bare sammen med andre produkter.';
  if (product.price.byAppointment) return 'Ta kontakt for pris.';
  return null;
}

export function BuyForm({ id, product, cartPath }: { id: string; product: ResolvedProduct; cartPath: string }) {
  const reason = notForSaleReason(product);
  if (reason) return <p className="vev-not-for-sale">{reason}</p>;
  if (product.bookingPath)
    return (
      <a className="vev-button vev-button-primary" href={product.bookingPath}>
        Velg tid
      </a>
    );
  const variants = product.variants ?? [];
  const soldOut = variants.length > 0 ? defaultVariantOf(variants) === null : product.stockStatus === 'outOfStock';
  return (
    <form className="vev-buy" method="post" action={cartPath} data-vev-product-form="">
      <input type="hidden" name="product" value={product._id} />
      {variants.length > 0 ? <VariantChooser id={id} product={product} /> : null}
      <CustomizeFields id={id} product={product} />
      <label className="vev-field">
        <span>Antall</span>
        <input type="number" name="amount" min={1} max={99} defaultValue={1} inputMode="numeric" />
      </label>
      <button type="submit" className="vev-button vev-button-primary" disabled={soldOut}>
        {soldOut ? stockStatusLabels.outOfStock : 'Legg i handlekurv'}
      </button>
    </form>
  );
}
