/**
 * The Norwegian catalogue: every string the dashboard shows, one module per area. Spec labels are
 * verbatim. The first screen's words are here (the shell's); the rest load with the screens that use them
 * (`i18n/index.ts`).
 */
import { home } from './nb/home';
import { shell } from './nb/shell';

export const nb = { ...shell, ...home } as const;

export type Catalogue = typeof nb &
  typeof import('./nb/workspace-area').workspaceArea &
  typeof import('./nb/settings-area').settingsArea &
  typeof import('./nb/shop').shop &
  typeof import('./nb/forms').forms &
  typeof import('./nb/booking').booking &
  typeof import('./nb/experiments').experiments &
  typeof import('./nb/reports').reports &
  typeof import('./nb/shop-report').shopReport &
  typeof import('./nb/designer-area').designerArea;
