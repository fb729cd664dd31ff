import { Notifications } from '@mantine/notifications';
import { notificationFadeMs, notificationLifetimeMs } from '@vev/shared';

export function NotificationsHost() {
  return (
    <Notifications autoClose={notificationLifetimeMs} transitionDuration={notificationFadeMs} position="top-right" />
  );
}
