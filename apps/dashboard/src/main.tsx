import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setSessionEndedHandler } from './api/client';
import { ScreenPreloadContext, screenPreloader } from './app/areas/screen-preload';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import { sessionStore } from './app/session/session-store';
import './i18n';

const queryClient = createQueryClient();
const router = createRouter(queryClient);
// When the server says the session is over, forget it here too; the route guards then go to /logg-inn.
setSessionEndedHandler(() => {
  sessionStore.signOut();
  queryClient.clear();
});
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <ScreenPreloadContext value={screenPreloader(router.routes, queryClient)}>
        <RouterProvider router={router} />
      </ScreenPreloadContext>
    </Providers>
  </StrictMode>,
);
