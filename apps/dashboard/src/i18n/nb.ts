/** The Norwegian catalogue: every string the dashboard shows, one module per area. Spec labels are verbatim. */
import { content } from './nb/content';
import { editor } from './nb/editor';
import { media } from './nb/media';
import { settings } from './nb/settings';
import { shell } from './nb/shell';

export const nb = { ...shell, content, editor, media, settings } as const;

export type Catalogue = typeof nb;
