/**
 * The section definitions name their icons (`IconPhoto`); this maps the names to the icons
 * themselves, imported one by one so the rest of the icon set stays out of the bundle.
 */
import {
  IconAddressBook,
  IconAlignLeft,
  IconBrandYoutube,
  IconBuildingStore,
  IconCalendarEvent,
  IconCategory,
  IconColumns,
  IconDatabase,
  IconForms,
  IconHelpCircle,
  IconLayoutBottombar,
  IconLayoutGrid,
  IconLayoutNavbar,
  IconLayoutNavbarExpand,
  IconLayoutSidebar,
  IconPhoto,
  IconPuzzle,
  IconSeparatorHorizontal,
  IconShoppingBag,
  IconSpeakerphone,
  IconTemplate,
  type TablerIcon,
} from '@tabler/icons-react';

const icons: Record<string, TablerIcon> = {
  IconAddressBook,
  IconAlignLeft,
  IconBrandYoutube,
  IconBuildingStore,
  IconCategory,
  IconColumns,
  IconCalendarEvent,
  IconDatabase,
  IconForms,
  IconHelpCircle,
  IconLayoutBottombar,
  IconLayoutGrid,
  IconLayoutNavbar,
  IconLayoutNavbarExpand,
  IconLayoutSidebar,
  IconPhoto,
  IconSeparatorHorizontal,
  IconShoppingBag,
  IconSpeakerphone,
  /** A placed sub-template (not a section type of its own). */
  partial: IconTemplate,
};

/** A definition's icon; a name this map does not know (an app's section) gets the puzzle piece. */
export const sectionIcon = (name: string | undefined): TablerIcon => (name && icons[name]) || IconPuzzle;
