/**
 * The dashboard's areas, in the order of the side navigation. A new area is a folder under
 * `routes/` with its `routes.tsx` (an `AreaDefinition`) and one line here.
 */
import { bookingArea } from '../../routes/booking/routes';
import { contentArea } from '../../routes/content/routes';
import { designerArea } from '../../routes/designer/routes';
import { experimentsArea } from '../../routes/experiments/routes';
import { fallbackArea } from '../../routes/fallback/routes';
import { formsArea } from '../../routes/forms/routes';
import { homeArea } from '../../routes/home/routes';
import { appsArea, b2bArea } from '../../routes/planned/routes';
import { reportsArea } from '../../routes/reports/routes';
import { sessionArea } from '../../routes/session/routes';
import { settingsArea } from '../../routes/settings/routes';
import { shopArea } from '../../routes/shop/routes';
import type { AreaDefinition } from './area';

export const areas: readonly AreaDefinition[] = [
  sessionArea,
  homeArea,
  contentArea,
  designerArea,
  shopArea,
  formsArea,
  b2bArea,
  bookingArea,
  experimentsArea,
  reportsArea,
  appsArea,
  settingsArea,
  fallbackArea,
];
