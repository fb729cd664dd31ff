/** The template in its editor: the fields the form edits, their rules, and their names in the version diff. */
import { type Template, templateUpdateSchema } from '@vev/shared';
import type { z } from 'zod';
import { i18n } from '../../../i18n';

/** The sections are edited in the designer; here only the name. */
export const templateDocumentSchema = templateUpdateSchema.pick({ name: true }).required();
export type TemplateDocument = z.infer<typeof templateDocumentSchema>;

export const documentOf = (template: Template): TemplateDocument => ({ name: template.name });

/** A changed field of a version, in words: ['name'] → 'Navn', ['components', …] → 'Seksjoner › …'. */
export function templateFieldLabel(path: string[]): string {
  const [first, ...rest] = path;
  if (first === 'name') return i18n.t('templates.editor.name');
  if (first === 'components') return [i18n.t('templates.editor.sections'), ...rest].join(' › ');
  return path.join(' › ');
}

export const templateForm = { documentOf, schema: templateDocumentSchema, fieldLabel: templateFieldLabel };
