import type { Attribute, AttributeOptionMeta, AttributeType } from '@vev/shared';
import { defaultAttributeType } from '@vev/shared';

/** The attribute as its form holds it; options keep their `_id` (a new one has none until saved). */
export interface AttributeForm {
  name: string;
  internalName: string;
  type: AttributeType;
  description: string;
  options: { _id?: string; value: string; categorization: string; meta: AttributeOptionMeta | null }[];
}

export const toAttributeForm = (attribute: Attribute | null): AttributeForm => ({
  name: attribute?.name ?? '',
  internalName: attribute?.internalName ?? '',
  type: attribute?.type ?? defaultAttributeType,
  description: attribute?.description ?? '',
  options: (attribute?.options ?? []).map((option) => ({ ...option })),
});

/** A changed type leaves metas of another kind behind: they go, so the attribute can be saved. */
export function metaFitsType(type: AttributeType, meta: AttributeOptionMeta | null): boolean {
  if (meta === null) return true;
  if (type === 'color') return typeof meta === 'string';
  if (type === 'image' || type === 'icon') return typeof meta === 'object';
  return false;
}
