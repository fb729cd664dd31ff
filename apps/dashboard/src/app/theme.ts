import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Modal: { defaultProps: { centered: true } },
  },
});

/** The dashboard theme (dark or light) is stored per browser; until chosen it follows the system. */
export const colorSchemeStorageKey = 'vev-color-scheme';
export const colorSchemeManager = localStorageColorSchemeManager({ key: colorSchemeStorageKey });
