import { Alert, AppShell, Button, Stack, Text } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { spotlight } from '@mantine/spotlight';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ApiError } from '../../api/client';
import { notifyInfo } from '../../components/notify';
import { useSite } from '../../hooks/api/sites';
import { sessionStore } from '../session/session-store';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

const PowerSearch = lazy(() => import('./PowerSearch').then((module) => ({ default: module.PowerSearch })));

/**
 * The power search loads when it is first asked for (Shift+Space or the top bar's search box), not
 * with the first screen; it opens as soon as it is there, and stays loaded.
 */
function usePowerSearchLauncher(): { wanted: boolean; open: () => void } {
  const [wanted, setWanted] = useState(false);
  const open = useCallback(() => {
    setWanted(true);
    spotlight.open();
  }, []);
  useHotkeys([['shift + space', open]]);
  return { wanted, open };
}

/**
 * Leaves a site the user no longer belongs to (it answers 404) for the site chooser;
 * answers any other failure to load the site, so the shell can say so.
 */
function useSiteLoadError(): { error: ApiError | null; retry: () => void } {
  const { t } = useTranslation();
  const { error, refetch } = useSite();
  const lost = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (lost) {
      notifyInfo(t('session.lostSiteAccess'));
      sessionStore.clearSite();
    }
  }, [lost, t]);
  return { error: error instanceof ApiError && !lost ? error : null, retry: () => void refetch() };
}

/** Not an observer of the site query itself: mounting one would refetch, and loop. */
function SiteLoadFailed({ error, retry }: { error: ApiError; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('session.siteLoadFailed')} maw={640}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="light" color="red" onClick={retry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The main shell: fixed sidebar, top bar with search and avatars, and the screen. */
export function Shell() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const siteLoad = useSiteLoadError();
  const search = usePowerSearchLauncher();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <TopBar navbarOpened={opened} toggleNavbar={toggle} openSearch={search.open} />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('nav.label')}>
        <Sidebar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {siteLoad.error ? <SiteLoadFailed error={siteLoad.error} retry={siteLoad.retry} /> : <Outlet />}
      </AppShell.Main>
      {search.wanted && (
        <Suspense fallback={null}>
          <PowerSearch />
        </Suspense>
      )}
    </AppShell>
  );
}

export { Shell as Component };
