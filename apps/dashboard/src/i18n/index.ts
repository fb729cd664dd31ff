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

let settingsCatalogue: Promise<void> | null = null;

/** Adds the settings area's words (once); settings routes wait for it before they render. */
export function loadSettingsCatalogue(): Promise<void> {
  settingsCatalogue ??= import('./nb/settings-area').then(({ settingsArea }) => {
    i18n.addResourceBundle('nb', 'translation', settingsArea, true, false);
  });
  return settingsCatalogue;
}

let designerCatalogue: Promise<void> | null = null;

/** Adds the designer's words and the section form's (once); routes that use them wait for it. */
export function loadDesignerCatalogue(): Promise<void> {
  designerCatalogue ??= import('./nb/designer-area').then(({ designerArea }) => {
    i18n.addResourceBundle('nb', 'translation', designerArea, true, false);
  });
  return designerCatalogue;
}

export { i18n };
