/**
 * The settings area's words (spec 2). They load with the settings screens, not with the first
 * screen: `loadSettingsCatalogue` in i18n/index.ts adds them before a settings route renders.
 */
import { accessKeys } from './access-keys';
import { cookies } from './cookies';
import { departments } from './departments';
import { domains } from './domains';
import { email } from './email';
import { members } from './members';
import { redirects } from './redirects';
import { settings } from './settings';
import { templates } from './templates';

export const settingsArea = {
  accessKeys,
  cookies,
  departments,
  domains,
  email,
  members,
  redirects,
  settings,
  templates,
} as const;
