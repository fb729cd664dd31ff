/**
 * The settings area's words (spec 2). They load with the settings screens, not with the first
 * screen: the settings area (`routes/settings/routes.tsx`) loads them with its screens.
 */
import { accessKeys } from './access-keys';
import { activityLog } from './activity';
import { cookies } from './cookies';
import { departments } from './departments';
import { domains } from './domains';
import { email } from './email';
import { members } from './members';
import { paymentProviders } from './payment-providers';
import { redirects } from './redirects';
import { settings } from './settings';
import { shipping } from './shipping';
import { taxes } from './taxes';
import { templates } from './templates';

export const settingsArea = {
  accessKeys,
  activityLog,
  cookies,
  departments,
  domains,
  email,
  members,
  paymentProviders,
  redirects,
  settings,
  shipping,
  taxes,
  templates,
} as const;
