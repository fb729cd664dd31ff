/** The shop's attributes and labels (spec 3 §7 'attributes', 'labels'). */
import type { Attribute, AttributeCreate, AttributeUpdate, Label, LabelCreate, LabelUpdate } from '@vev/shared';
import { resourceKeys } from '../../api/query-keys';
import { createResourceHooks } from './resource-hooks';

export const attributeKeys = resourceKeys('attributes');
export const labelKeys = resourceKeys('labels');

const attributes = createResourceHooks<Attribute, AttributeCreate | AttributeUpdate>({
  keys: attributeKeys,
  path: '/attributes',
});
const labels = createResourceHooks<Label, LabelCreate | LabelUpdate>({ keys: labelKeys, path: '/labels' });

export const useAttributeList = (filter: { text?: string | undefined }) => attributes.useList(filter);
export const useLabelList = (filter: { text?: string | undefined }) => labels.useList(filter);
export const useAttribute = attributes.useRecord;
export const useLabel = labels.useRecord;
export const useSaveAttribute = attributes.useSave;
export const useSaveLabel = labels.useSave;
export const useDeleteAttribute = attributes.useDelete;
export const useDeleteLabel = labels.useDelete;
