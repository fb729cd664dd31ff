/**
 * Booking (spec 3 §2 'Booking'): services and resources. The calendar comes with the staff
 * calendar; until then /booking and /booking/kalender open the services (README known gaps).
 */
import { Navigate } from 'react-router';
import { type AreaDefinition, visibleEntry } from '../../app/areas/area';
import { bookingWords, workspaceWords } from '../../i18n';
import { serviceListPath } from './paths';

const toServices = <Navigate to={serviceListPath} replace />;

export const bookingArea: AreaDefinition = {
  name: 'booking',
  words: [workspaceWords, bookingWords],
  routes: {
    shell: [
      { path: 'booking', element: toServices },
      { path: 'booking/kalender', element: toServices },
      { path: 'booking/tjenester', lazy: () => import('./service-list') },
      { path: 'booking/tjenester/:serviceId', lazy: () => import('./service-detail') },
      { path: 'booking/ressurser', lazy: () => import('./resource-list') },
      { path: 'booking/ressurser/:resourceId', lazy: () => import('./resource-detail') },
    ],
  },
  navigation: (site) =>
    visibleEntry({
      key: 'booking',
      path: '/booking',
      when: site.bookingEnabled,
      children: [
        { key: 'calendar', path: '/booking/kalender' },
        { key: 'services', path: '/booking/tjenester' },
        { key: 'resources', path: '/booking/ressurser' },
      ],
    }),
};
