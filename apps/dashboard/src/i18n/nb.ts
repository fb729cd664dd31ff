/**
 * The Norwegian catalogue: every string the dashboard shows, one module per area. Spec labels are
 * verbatim. The first screen's words are here; the settings area's and the designer's load with their screens.
 */
import { content } from './nb/content';
import { editor } from './nb/editor';
import { media } from './nb/media';
import { shell } from './nb/shell';

export const nb = { ...shell, content, editor, media } as const;

export type Catalogue = typeof nb &
  typeof import('./nb/settings-area').settingsArea &
  typeof import('./nb/designer-area').designerArea;
