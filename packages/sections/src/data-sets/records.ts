/** A data set as the API answers it, its records, and the schema a record's values are checked with. */
import { validationMessages } from '@vev/shared';
import { z } from 'zod';
import { propsObjectSchema } from '../definition/schema';
import type { PropDefinition, SectionProps } from '../definition/types';
import { dataSetNameSchema, dataSetPropsSchema } from './definition';

export const dataSetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  label: z.string(),
  /** Checked with `dataSetPropsSchema` on every write; answered as stored. */
  props: z.array(z.record(z.string(), z.unknown())),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DataSet = Omit<z.output<typeof dataSetSchema>, 'props'> & { props: PropDefinition[] };

const dataSetLabelSchema = z.string().trim().min(1, validationMessages.required).max(100);

export const dataSetCreateSchema = z
  .object({ name: dataSetNameSchema, label: dataSetLabelSchema, props: dataSetPropsSchema.default([]) })
  .strict();
export type DataSetCreate = z.input<typeof dataSetCreateSchema>;

/** The name is the set's address (`/innhold/data-sets/{name}`): fixed once the set exists. */
export const dataSetUpdateSchema = z
  .object({ label: dataSetLabelSchema.optional(), props: dataSetPropsSchema.optional() })
  .strict();
export type DataSetUpdate = z.input<typeof dataSetUpdateSchema>;

export const dataSetListQuerySchema = z
  .object({
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(100),
  })
  .strict();

export const dataSetRecordSchema = z.object({
  _id: z.string(),
  /** The set's name. */
  dataSet: z.string(),
  /** What lists and pickers show: the first text prop's value. */
  title: z.string(),
  values: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DataSetRecord = z.output<typeof dataSetRecordSchema>;

/** Create and edit take the values; an edit's values are laid over the stored ones, then checked whole. */
export const dataSetRecordWriteSchema = z.object({ values: z.record(z.string(), z.unknown()) }).strict();
export type DataSetRecordWrite = z.output<typeof dataSetRecordWriteSchema>;

export const dataSetRecordListQuerySchema = z
  .object({
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    text: z.string().trim().max(200).optional(),
  })
  .strict();
export type DataSetRecordListQuery = z.output<typeof dataSetRecordListQuerySchema>;

const recordSchemas = new WeakMap<readonly PropDefinition[], z.ZodType<SectionProps>>();

/**
 * The schema of a record's values: the section schema builder over the set's props, so the server
 * and the dashboard's form check a record the same way (defaults filled in, unknown fields refused).
 */
export function dataSetRecordValuesSchema(props: readonly PropDefinition[]): z.ZodType<SectionProps> {
  let schema = recordSchemas.get(props);
  if (!schema) {
    schema = propsObjectSchema(props) as unknown as z.ZodType<SectionProps>;
    recordSchemas.set(props, schema);
  }
  return schema;
}

/** A record's title: the first text prop that has a value, cut at 200 characters. */
export function dataSetRecordTitle(props: readonly PropDefinition[], values: SectionProps): string {
  for (const prop of props) {
    const value = values[prop.name];
    if ((prop.type === 'string' || prop.type === 'text') && typeof value === 'string' && value.trim()) {
      return value.trim().slice(0, 200);
    }
  }
  return '';
}
