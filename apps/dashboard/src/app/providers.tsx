import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';
import { LazyOverlays } from './overlays/LazyOverlays';
import { colorSchemeManager, forcedLightScheme, theme } from './theme';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const lightForced = useSyncExternalStore(forcedLightScheme.subscribe, forcedLightScheme.get, forcedLightScheme.get);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      forceColorScheme={lightForced ? 'light' : undefined}
    >
      {/* Date pickers speak Norwegian: 'november', weeks from Monday. */}
      <DatesProvider settings={{ locale: 'nb', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          {children}
          <LazyOverlays />
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
