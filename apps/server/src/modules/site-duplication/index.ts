/** Site duplication: `site/duplicate`, and the job that copies what the other modules declare. */
import { duplicatedRows } from '../../platform/modules';
import type { ServerModule } from '../context';
import { siteDuplicationJob } from './job';
import { siteDuplicationJobKind } from './payload';
import { siteDuplicationRoutes } from './routes';

export const siteDuplicationModule: ServerModule = {
  name: 'site-duplication',
  routes: [{ mount: 'site', plugin: siteDuplicationRoutes }],
  jobs: ({ media, modules }) => ({ [siteDuplicationJobKind]: siteDuplicationJob(media, duplicatedRows(modules)) }),
};
