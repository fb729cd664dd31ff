/**
 * The toasts' and the dialogs' hosts load when the first toast or dialog is asked for, not with the
 * first screen; once loaded they stay.
 */
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useHeldModalEvents } from './held-modal-events';

const ModalsHost = lazy(() => import('./ModalsHost').then((module) => ({ default: module.ModalsHost })));
const NotificationsHost = lazy(() =>
  import('./NotificationsHost').then((module) => ({ default: module.NotificationsHost })),
);

function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const asked = notifications.length + queue.length > 0;
  const [wanted, setWanted] = useState(asked);
  useEffect(() => {
    if (asked) setWanted(true);
  }, [asked]);
  return wanted || asked ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

function LazyModals() {
  const { wanted, release } = useHeldModalEvents();
  return wanted ? (
    <Suspense fallback={null}>
      <ModalsHost onListening={release} />
    </Suspense>
  ) : null;
}

export function LazyOverlays() {
  return (
    <>
      <LazyNotifications />
      <LazyModals />
    </>
  );
}
