/** Booking (spec 3 §2 'Booking'): the calendar (/booking opens it), services and resources. */
import { Navigate } from 'react-router';
import { type AreaDefinition, visibleEntry } from '../../app/areas/area';
import { bookingWords, workspaceWords } from '../../i18n';
import { calendarPath } from './paths';

const toCalendar = <Navigate to={calendarPath} replace />;

export const bookingArea: AreaDefinition = {
  name: 'booking',
  words: [workspaceWords, bookingWords],
  routes: {
    shell: [
      { path: 'booking', element: toCalendar },
      { path: 'booking/kalender', lazy: () => import('./calendar') },
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
