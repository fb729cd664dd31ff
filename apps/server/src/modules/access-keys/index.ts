/** Access keys of a site, and the bearer tokens they are exchanged for. */
import type { ServerModule } from '../context';
import { accessKeyRoutes, accessTokenRoutes } from './routes';

export const accessKeysModule: ServerModule = {
  name: 'access-keys',
  routes: [
    { mount: 'api', plugin: accessTokenRoutes },
    { mount: 'site', plugin: accessKeyRoutes },
  ],
  activityTargets: { accessKey: { editPath: () => '/innstillinger/tilgangsnokler' } },
};
