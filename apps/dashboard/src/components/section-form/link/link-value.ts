/** Links as sections store them (spec 1 §3 'Link'), and the rules of the link editor. */
import { type Link, linkSchema } from '@vev/sections';
import { fieldErrors } from '@vev/shared';

export const emptyLink = (type: Link['type']): Link => ({
  type,
  page: null,
  product: null,
  url: '',
  label: '',
  ariaLabel: '',
  openInNewTab: false,
});

/** The link as the editor hands it on: only the chosen type's target is kept. */
export const cleanLink = (link: Link): Link => ({
  ...link,
  page: link.type === 'page' ? link.page : null,
  product: link.type === 'product' ? link.product : null,
  url: link.type === 'custom' ? link.url.trim() : '',
});

/**
 * The editor's messages by field (spec 1 §5: a custom link's address is required). The schema names
 * a missing target after the link's type; for a custom link that is the address field.
 */
export function linkErrors(link: Link): Record<string, string> {
  const parsed = linkSchema.safeParse(link);
  if (parsed.success) return {};
  const errors = fieldErrors(parsed.error);
  if (errors.custom) {
    errors.url ??= errors.custom;
    delete errors.custom;
  }
  return errors;
}

/** The id or address the link goes to; empty when it goes nowhere yet. */
export const linkTarget = (link: Link) =>
  link.type === 'custom' ? link.url.trim() : ((link.type === 'page' ? link.page : link.product) ?? '');
