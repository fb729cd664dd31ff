/** What a site adds to every storefront page for consent: the dialog (when switched on) and its own scripts. */
import type { CustomScript } from '@vev/shared';
import type { Database } from '../../db/client';
import { listCookies } from '../../modules/cookies/service';
import { experimentCookieDefinition, runningExperiments } from '../experiments';
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
  // The experiment cookie is asked about while the site runs an experiment.
  const experiments = preview ? [] : await runningExperiments(db, site);
  const cookies = [
    ...(await listCookies(db, site.id, {})),
    ...(experiments.length > 0 ? [experimentCookieDefinition] : []),
  ];
  return { dialog: consentDialogModel({ cookies, scripts, meta, preview }), scripts };
}
