/** The Norwegian catalogue: every string the dashboard shows, one module per area. Spec labels are verbatim. */
import { content } from './nb/content';
import { editor } from './nb/editor';
import { media } from './nb/media';
import { members } from './nb/members';
import { shell } from './nb/shell';

export const nb = { ...shell, content, editor, media, members } as const;

export type Catalogue = typeof nb;
