/** The component in its editor: the fields the form edits, their rules, and their names in the version diff. */

import { type Component, componentUpdateSchema } from '@vev/shared';
import type { z } from 'zod';
import { i18n } from '../../../i18n';

/** The section is edited in the designer, and the type never changes: here the name and description. */
export const componentDocumentSchema = componentUpdateSchema.pick({ name: true, description: true }).required();
export type ComponentDocument = z.infer<typeof componentDocumentSchema>;

export const documentOf = (component: Component): ComponentDocument => ({
  name: component.name,
  description: component.description,
});

/** A changed field of a version, in words: ['name'] → 'Navn', ['components', …] → 'Komponenttype › …'. */
export function componentFieldLabel(path: string[]): string {
  const [first, ...rest] = path;
  if (first === 'name') return i18n.t('content.components.name');
  if (first === 'description') return i18n.t('content.components.description');
  if (first === 'components') return [i18n.t('content.components.type'), ...rest].join(' › ');
  return path.join(' › ');
}

export const componentForm = { documentOf, schema: componentDocumentSchema, fieldLabel: componentFieldLabel };
