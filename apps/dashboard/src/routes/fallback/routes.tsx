import type { AreaDefinition } from '../../app/areas/area';
import { settingsWords } from '../../i18n';

/**
 * Any path no area knows: the shared 'Under arbeid' page of a planned area, or 'Siden finnes ikke'.
 * A planned settings screen is named by its card, so the settings words come along.
 */
export const fallbackArea: AreaDefinition = {
  name: 'fallback',
  words: [settingsWords],
  routes: { shell: [{ path: '*', lazy: () => import('./index') }] },
};
