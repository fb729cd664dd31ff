/** What a site adds to every storefront page for consent: the dialog (when switched on) and its own scripts. */
import type { CustomScript } from '@vev/shared';
import type { Database } from '../../db/client';
import { listCookies } from '../../modules/cookies/service';
import type { StorefrontSite } from '../site';
import { type ConsentDialogModel, consentDialogModel } from './consent-model';

export interface SiteConsent {
  /** Null when the site has the cookie dialog switched off. */
  dialog: ConsentDialogModel | null;
  scripts: CustomScript[];
}

export async function siteConsent(db: Database, site: StorefrontSite, preview: boolean): Promise<SiteConsent> {
  const { customScripts: scripts, cookieDialogMeta: meta } = site.settings;
  if (!site.cookieDialogEnabled) return { dialog: null, scripts };
  const cookies = await listCookies(db, site.id, {});
  return { dialog: consentDialogModel({ cookies, scripts, meta, preview }), scripts };
}
