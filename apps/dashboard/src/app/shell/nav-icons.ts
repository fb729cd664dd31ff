import {
  type Icon,
  IconApps,
  IconBriefcase,
  IconBuildingStore,
  IconCalendarEvent,
  IconChartBar,
  IconFileText,
  IconFlask,
  IconForms,
  IconHome,
  IconSettings,
} from '@tabler/icons-react';
import type { NavigationKey } from '../areas/area';

/** Icons for the top-level entries of the side navigation. */
export const navigationIcons: Partial<Record<NavigationKey, Icon>> = {
  home: IconHome,
  content: IconFileText,
  shop: IconBuildingStore,
  forms: IconForms,
  b2b: IconBriefcase,
  booking: IconCalendarEvent,
  experiments: IconFlask,
  reports: IconChartBar,
  apps: IconApps,
  settings: IconSettings,
};
