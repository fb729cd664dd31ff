import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { nb } from '../i18n/nb';

// Close buttons are icons: they need a name that screen readers (and browser tests) can use.
const closeButtonProps = { 'aria-label': nb.common.close };

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Modal: { defaultProps: { centered: true, closeButtonProps } },
    Drawer: { defaultProps: { closeButtonProps } },
    Notification: { defaultProps: { closeButtonProps } },
  },
});

/** The dashboard theme (dark or light) is stored per browser; until chosen it follows the system. */
export const colorSchemeStorageKey = 'vev-color-scheme';
export const colorSchemeManager = localStorageColorSchemeManager({ key: colorSchemeStorageKey });

/** The designer forces the light scheme while it is open (spec 1 §4 'Preview mode'); the stored choice stays. */
let lightForced = 0;
const forcedListeners = new Set<() => void>();

export const forcedLightScheme = {
  get: (): boolean => lightForced > 0,
  subscribe(listener: () => void): () => void {
    forcedListeners.add(listener);
    return () => forcedListeners.delete(listener);
  },
  /** Forces light until the returned function is called. */
  hold(): () => void {
    lightForced += 1;
    for (const listener of forcedListeners) listener();
    return () => {
      lightForced -= 1;
      for (const listener of forcedListeners) listener();
    };
  },
};
