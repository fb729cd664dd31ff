/**
 * The areas of spec 3 that are not built yet: their navigation entries and the redirects to their
 * first screen. Their paths show the shared 'Under arbeid' page (routes/fallback). Building one moves
 * its definition into its own folder (as Butikk's is in `routes/shop/routes.tsx`) with its routes and words.
 */
import { hasLevel } from '@vev/shared';
import { Navigate } from 'react-router';
import { type AreaDefinition, visibleEntry } from '../../app/areas/area';

const redirectTo = (path: string, to: string) => [{ path, element: <Navigate to={to} replace /> }];

export const b2bArea: AreaDefinition = {
  name: 'b2b',
  routes: { shell: redirectTo('b2b', '/b2b/tilbudsforesporsler') },
  navigation: (site) =>
    visibleEntry({
      key: 'b2b',
      path: '/b2b',
      when: site.b2bEnabled,
      children: [
        { key: 'quotes', path: '/b2b/tilbudsforesporsler' },
        { key: 'companies', path: '/b2b/bedrifter' },
      ],
    }),
};

export const appsArea: AreaDefinition = {
  name: 'apps',
  navigation: (_site, level) => visibleEntry({ key: 'apps', path: '/apper', when: hasLevel(level, 'contributor') }),
};
