/** The form of /innstillinger/avgifter: the price settings and the tax classes, saved together. */
import {
  priceTaxSettings,
  refineTaxClassList,
  type Site,
  type SiteUpdate,
  type TaxRate,
  taxClassUpdateSchema,
  taxLimits,
  taxRateSchema,
} from '@vev/shared';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';

/** A number field the user has emptied holds '' until it is filled again. */
type Blankable<T> = T | '';
export type TaxRateFormValues = Omit<TaxRate, 'value' | 'priority'> & {
  value: Blankable<number>;
  priority: Blankable<number>;
};
export interface TaxClassFormValues {
  id?: string;
  name: string;
  description: string;
  rates: TaxRateFormValues[];
}
export type TaxFormValues = Record<(typeof priceTaxSettings)[number], boolean> & { taxClasses: TaxClassFormValues[] };

const blankIsMissing = (schema: z.ZodType) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const rateShape = taxRateSchema.shape;
const classShape = taxClassUpdateSchema.shape;

/** The shared rules (spec 2 §5), with an emptied number field read as a missing one. */
const taxFormShape = z.object({
  ...Object.fromEntries(priceTaxSettings.map((flag) => [flag, z.boolean()])),
  taxClasses: refineTaxClassList(
    z
      .array(
        z.object({
          ...classShape,
          rates: z
            .array(
              taxRateSchema.extend({
                value: blankIsMissing(rateShape.value),
                priority: blankIsMissing(rateShape.priority),
              }),
            )
            .max(taxLimits.ratesPerClass),
        }),
      )
      .max(taxLimits.classes),
  ),
});
// What the resolver hands on is the same document with every number filled in.
export const taxFormSchema = taxFormShape as unknown as z.ZodType<TaxFormValues, FieldValues>;

export function toTaxForm(site: Site): TaxFormValues {
  return {
    publishProductPriceExcludingTax: site.publishProductPriceExcludingTax,
    displayProductPriceExcludingTax: site.displayProductPriceExcludingTax,
    displayCartPriceExcludingTax: site.displayCartPriceExcludingTax,
    taxClasses: site.taxClasses,
  };
}

/** The checked values (every number filled in by then) as `PATCH site` takes them. */
export function toTaxUpdate({ taxClasses, ...prices }: TaxFormValues): SiteUpdate {
  return {
    ...prices,
    taxClasses: taxClasses.map((taxClass) => ({
      ...taxClass,
      rates: taxClass.rates.map((rate) => ({ ...rate, value: Number(rate.value), priority: Number(rate.priority) })),
    })),
  };
}

export const newTaxRate = (priority: number): TaxRateFormValues => ({
  name: 'MVA',
  value: '',
  priority,
  compound: false,
  shipping: false,
});

export const newTaxClass = (): TaxClassFormValues => ({
  name: '',
  description: '',
  rates: [newTaxRate(1)],
});
