/**
 * The two site-wide documents the designer edits with a draft (spec 2 §2 'Theme settings and global
 * content'): where each lives on the site record, how it is checked, and what it refers to.
 */
import {
  globalContentProps,
  globalContentSchema,
  propsReferences,
  themeConfigSchema,
  themeSettingsProps,
} from '@vev/sections';
import { fieldErrors, type Site, type SiteSettings, siteDesignerRevisionTypes } from '@vev/shared';
import type { z } from 'zod';
import { referencedIds } from '../../platform/references/references';

export type DesignerDocument = Record<string, unknown>;

export interface SiteDesignerDocument {
  /** The revision type; the reference is the site's id. */
  revisionType: string;
  /** Where the draft is set with `PATCH site`, for field messages (`theme.configDraft`). */
  draftField: string;
  /** Reference source types, giving the dependency report's groups of the same names. */
  sources: { published: 'themeConfig' | 'globalProps'; draft: 'themeConfigDraft' | 'globalPropsDraft' };
  published(site: Site): DesignerDocument | null;
  draft(site: Site): DesignerDocument | null;
  /** The settings to merge into the site record for this published state and draft. */
  settings(site: Site, published: DesignerDocument | null, draft: DesignerDocument | null): Partial<SiteSettings>;
  /** The document as stored (defaults filled in), or its problems by field path. */
  check(site: Site, document: DesignerDocument): { document: DesignerDocument; problems: Record<string, string> };
  /** Ids it refers to (pages its links go to, media …). */
  references(document: DesignerDocument | null): string[];
}

function checkWith(schema: z.ZodType, document: unknown) {
  const parsed = schema.safeParse(document);
  return parsed.success
    ? { document: parsed.data as DesignerDocument, problems: {} }
    : { document: {}, problems: fieldErrors(parsed.error) };
}

const referencesWith = (fields: Parameters<typeof propsReferences>[0]) => (document: DesignerDocument | null) => {
  if (!document) return [];
  let named: string[] = [];
  try {
    named = propsReferences(fields, document).map((reference) => reference.id);
  } catch {
    // A document that no longer fits the fields refers only to what its `{ ref }`s name.
  }
  return referencedIds(document, named);
};

/** theme {name, config, configDraft}: the draft carries the chosen theme's name, published with it. */
export const themeDocument: SiteDesignerDocument = {
  revisionType: siteDesignerRevisionTypes.theme,
  draftField: 'theme.configDraft',
  sources: { published: 'themeConfig', draft: 'themeConfigDraft' },
  published: (site) => site.theme.config,
  draft: (site) => site.theme.configDraft,
  settings: (site, published, draft) => {
    const name = typeof published?.name === 'string' ? published.name : site.theme.name;
    return { theme: { name, config: published, configDraft: draft } };
  },
  // A draft that does not name a theme keeps the site's, so saving colours never switches the theme.
  check: (site, document) => checkWith(themeConfigSchema, { name: site.theme.name, ...document }),
  references: referencesWith(themeSettingsProps),
};

/** globalProps / globalPropsDraft: the company's details every page can show. */
export const globalPropsDocument: SiteDesignerDocument = {
  revisionType: siteDesignerRevisionTypes.globalProps,
  draftField: 'globalPropsDraft',
  sources: { published: 'globalProps', draft: 'globalPropsDraft' },
  published: (site) => site.globalProps,
  draft: (site) => site.globalPropsDraft,
  settings: (_site, published, draft) => ({ globalProps: published ?? {}, globalPropsDraft: draft }),
  check: (_site, document) => checkWith(globalContentSchema, document),
  references: referencesWith(globalContentProps),
};

export const siteDesignerDocuments = [themeDocument, globalPropsDocument];
