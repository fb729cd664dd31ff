import { redirect } from 'react-router';
import type { AreaDefinition } from '../../app/areas/area';
import { sessionStore } from '../../app/session/session-store';

/** Signing in and choosing a site (spec 1 §2 'Session shell'); its words are the first screen's. */
export const sessionArea: AreaDefinition = {
  name: 'session',
  routes: {
    signedOut: [{ path: 'logg-inn', lazy: () => import('./login') }],
    open: [
      { path: 'sign-on', lazy: () => import('./sign-on') },
      {
        path: 'velg-nettside',
        loader: () => {
          sessionStore.clearSite();
          return redirect('/velg-nettsted');
        },
      },
    ],
    signedIn: [{ path: 'velg-nettsted', lazy: () => import('./choose-site') }],
  },
};
