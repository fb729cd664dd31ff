import type { AreaDefinition } from '../../app/areas/area';

/** Hjem (/): the first screen after signing in. */
export const homeArea: AreaDefinition = {
  name: 'home',
  routes: { shell: [{ index: true, lazy: () => import('./index') }] },
  navigation: () => ({ key: 'home', path: '/' }),
};
