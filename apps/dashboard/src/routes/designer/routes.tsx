import type { AreaDefinition } from '../../app/areas/area';
import { designerWords, workspaceWords } from '../../i18n';

/** Design mode, outside the main shell (spec 1 §2); its entry 'Globalt' sits under Innhold. */
export const designerArea: AreaDefinition = {
  name: 'designer',
  words: [workspaceWords, designerWords],
  routes: { site: [{ path: 'designer/:area/:id?', lazy: () => import('./index') }] },
};
