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
 * Words that load with the screens that use them, not with the first screen. Each area is added
 * once; a route's loader waits for its areas before the screen renders.
 */
const areas = {
  workspace: () => import('./nb/workspace-area').then((module) => module.workspaceArea),
  settings: () => import('./nb/settings-area').then((module) => module.settingsArea),
  designer: () => import('./nb/designer-area').then((module) => module.designerArea),
};
const loading = new Map<keyof typeof areas, Promise<void>>();

function loadArea(area: keyof typeof areas): Promise<void> {
  let loaded = loading.get(area);
  if (!loaded) {
    loaded = areas[area]().then((words) => {
      i18n.addResourceBundle('nb', 'translation', words, true, false);
    });
    loading.set(area, loaded);
  }
  return loaded;
}

/** The content area's, the editors' and the media library's words, which most screens use. */
export const loadWorkspaceCatalogue = (): Promise<void> => loadArea('workspace');

/** The settings area's words, with the workspace's (settings screens use the editors). */
export const loadSettingsCatalogue = async (): Promise<void> => {
  await Promise.all([loadArea('workspace'), loadArea('settings')]);
};

/** The designer's words and the section form's, with the workspace's. */
export const loadDesignerCatalogue = async (): Promise<void> => {
  await Promise.all([loadArea('workspace'), loadArea('designer')]);
};

export { i18n };
