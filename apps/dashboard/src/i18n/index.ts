import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { nb } from './nb';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof nb };
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

export { i18n };
