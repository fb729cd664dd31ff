/** The Norwegian catalogue: every string the dashboard shows, one module per area. Spec labels are verbatim. */
import { accessKeys } from './nb/access-keys';
import { content } from './nb/content';
import { cookies } from './nb/cookies';
import { departments } from './nb/departments';
import { domains } from './nb/domains';
import { editor } from './nb/editor';
import { email } from './nb/email';
import { media } from './nb/media';
import { members } from './nb/members';
import { redirects } from './nb/redirects';
import { settings } from './nb/settings';
import { shell } from './nb/shell';

export const nb = {
  ...shell,
  accessKeys,
  content,
  cookies,
  departments,
  domains,
  editor,
  email,
  media,
  members,
  redirects,
  settings,
} as const;

export type Catalogue = typeof nb;
