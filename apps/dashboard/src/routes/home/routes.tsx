import type { AreaDefinition } from '../../app/areas/area';
import { homeData } from './data';

/** Hjem (/): the first screen after signing in. */
export const homeArea: AreaDefinition = {
  name: 'home',
  routes: { shell: [{ index: true, lazy: () => import('./index'), data: homeData }] },
  navigation: () => ({ key: 'home', path: '/' }),
};
