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
