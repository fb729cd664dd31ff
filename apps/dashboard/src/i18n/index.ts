import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Catalogue, nb } from './nb';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

void i18n.use(initReactI18next).init({
  lng: 'nb',
  fallbackLng: 'nb',
  resources: { nb: { translation: nb } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * Words that load with the screens that use them, not with the first screen. An area names the
 * bundles its screens need (`app/areas`); each bundle is fetched and added once.
 */
export interface WordBundle {
  load(): Promise<void>;
}

function wordBundle(words: () => Promise<object>): WordBundle {
  let loaded: Promise<void> | undefined;
  return {
    load() {
      loaded ??= words().then((bundle) => {
        i18n.addResourceBundle('nb', 'translation', bundle, true, false);
      });
      return loaded;
    },
  };
}

/** The content area's, the editors' and the media library's words, which most screens use. */
export const workspaceWords = wordBundle(() => import('./nb/workspace-area').then((module) => module.workspaceArea));
/** The settings area's words. */
export const settingsWords = wordBundle(() => import('./nb/settings-area').then((module) => module.settingsArea));
/** Butikk's words (attributes and labels so far). */
export const shopWords = wordBundle(() => import('./nb/shop').then((module) => module.shop));
/** Skjemaer's words. */
export const formsWords = wordBundle(() => import('./nb/forms').then((module) => module.forms));
/** Booking's words. */
export const bookingWords = wordBundle(() => import('./nb/booking').then((module) => module.booking));
/** Eksperimenter's words. */
export const experimentsWords = wordBundle(() => import('./nb/experiments').then((module) => module.experiments));
/** Rapporter's words (the visit report's and the shop report's). */
export const reportsWords = wordBundle(() => import('./nb/reports').then((module) => module.reports));
/** The shop report's own words (with Rapporter's). */
export const shopReportWords = wordBundle(() => import('./nb/shop-report').then((module) => module.shopReport));
/** The designer's words and the section form's. */
export const designerWords = wordBundle(() => import('./nb/designer-area').then((module) => module.designerArea));

export async function loadWords(bundles: readonly WordBundle[]): Promise<void> {
  await Promise.all(bundles.map((bundle) => bundle.load()));
}

/** The settings area's words, with the workspace's (settings screens use the editors). */
export const loadSettingsCatalogue = (): Promise<void> => loadWords([workspaceWords, settingsWords]);

/** The designer's words and the section form's, with the workspace's. */
export const loadDesignerCatalogue = (): Promise<void> => loadWords([workspaceWords, designerWords]);

export { i18n };
