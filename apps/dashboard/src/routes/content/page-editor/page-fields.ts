/** The page document in the editor: which fields, their names, and the rules the form checks. */
import {
  installNorwegianValidationMessages,
  type Page,
  type PageDocument,
  pageDocumentProblems,
  pageDocumentSchema,
  pageDocumentShape,
} from '@vev/shared';
import { i18n } from '../../../i18n';

installNorwegianValidationMessages();

export const pageDocumentKeys = Object.keys(pageDocumentShape) as (keyof PageDocument)[];

export function documentOf(page: Page): PageDocument {
  return Object.fromEntries(pageDocumentKeys.map((key) => [key, page[key]])) as PageDocument;
}

/** The form's schema: each field's rules, and the rules across fields (spec 1 §5 'General'). */
export const pageFormSchema = pageDocumentSchema.superRefine((document, context) => {
  for (const [path, message] of Object.entries(pageDocumentProblems(document as PageDocument))) {
    context.addIssue({ code: 'custom', path: [path], message });
  }
});

/** Fields the field-copy selector offers (shortcut c). */
export const copyableFields: (keyof PageDocument)[] = [
  'title',
  'preamble',
  'featuredImage',
  'publishDate',
  'tags',
  'seo',
  'plug',
  'visibility',
  'blockRobots',
];

const seoGroups: Record<string, string> = { meta: 'google', og: 'facebook', twitter: 'twitter' };

/** A document path in the editor's words: ['seo', 'ogTitle'] → 'Facebook › Tittel'. */
export function fieldLabel(path: string[]): string {
  const [first = '', second] = path;
  const field = (key: string) => i18n.t(`editor.fields.${key}` as 'editor.fields.title', { defaultValue: key });
  if (first === 'seo' && second) {
    const prefix = Object.keys(seoGroups).find((candidate) => second.startsWith(candidate)) ?? 'meta';
    const part = second.slice(prefix.length).toLowerCase();
    const what = part === 'title' ? 'seoTitle' : part === 'description' ? 'seoDescription' : 'seoImage';
    return `${field(seoGroups[prefix] ?? 'google')} › ${field(what)}`;
  }
  if (first === 'plug' && second)
    return `${field('plug')} › ${field(`plug${second[0]?.toUpperCase()}${second.slice(1)}`)}`;
  return [field(first), ...path.slice(1)].join(' › ');
}

export const pageForm = { documentOf, schema: pageFormSchema, fieldLabel };
