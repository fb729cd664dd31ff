/** E-mail templates of a site. */
import type { ServerModule } from '../context';
import { emailTemplateRoutes } from './routes';

export const emailTemplatesModule: ServerModule = {
  name: 'email-templates',
  routes: [{ mount: 'site', plugin: emailTemplateRoutes }],
};
