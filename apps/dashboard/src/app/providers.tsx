import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { notificationFadeMs, notificationLifetimeMs } from '@vev/shared';
import { type ReactNode, useSyncExternalStore } from 'react';
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
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications
            autoClose={notificationLifetimeMs}
            transitionDuration={notificationFadeMs}
            position="top-right"
          />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
