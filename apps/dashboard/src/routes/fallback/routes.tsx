import type { AreaDefinition } from '../../app/areas/area';

/** Any path no area knows: the shared 'Under arbeid' page of a planned area, or 'Siden finnes ikke'. */
export const fallbackArea: AreaDefinition = {
  name: 'fallback',
  routes: { shell: [{ path: '*', lazy: () => import('./index') }] },
};
