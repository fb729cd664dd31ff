/** The media library, and the delivery of its files. */
import type { ServerModule } from '../context';
import { copyMedia } from '../site-duplication/copy-media';
import { mediaDeliveryRoutes, mediaRoutes } from './routes';
import { mediaFiles } from './schema';

export const mediaModule: ServerModule = {
  name: 'media',
  routes: [
    { mount: 'site', plugin: mediaRoutes },
    { mount: 'root', plugin: mediaDeliveryRoutes },
  ],
  duplication: [
    {
      type: 'media',
      copiedWith: ['media'],
      table: mediaFiles,
      copy: ({ db, storage, scope, signal }) => copyMedia(db, storage, scope, signal),
    },
  ],
  activityTargets: { media: 'searchIndex' },
};
