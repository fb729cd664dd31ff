/**
 * The site-wide documents the designer edits with publish and discard (spec 2 §2 'Theme settings
 * and global content'): the theme (`theme.config`/`configDraft`) and global content
 * (`globalProps`/`globalPropsDraft`). Their fields are defined in @vev/sections; here is their place
 * on the site record.
 */
import { z } from 'zod';

const document = z.record(z.string(), z.unknown());

/** spec 1 §3 'Site' theme {name, config, configDraft}: the published theme and its draft settings. */
export const siteThemeSchema = z.object({
  name: z.string(),
  config: document.nullable(),
  configDraft: document.nullable(),
});
export type SiteTheme = z.infer<typeof siteThemeSchema>;

/** A site that has not chosen one uses the platform's standard theme. */
export const defaultSiteTheme: SiteTheme = { name: 'standard', config: null, configDraft: null };

/** `PATCH site` sets the drafts; publish, discard and rollback have routes of their own. */
export const siteThemeUpdateSchema = z.object({ configDraft: document.nullable() }).strict();
export const globalPropsDraftUpdateSchema = document.nullable();

/** The revision types (with the site's id as reference) of the two documents. */
export const siteDesignerRevisionTypes = { theme: 'theme', globalProps: 'globalProps' } as const;
