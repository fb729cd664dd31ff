import { Avatar, Group } from '@mantine/core';
import { siteTitle } from '@vev/shared';
import { lazy, type PointerEvent, type ReactNode, type RefObject, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../hooks/api/sites';
import { useSession } from '../session/session-store';

const Hint = lazy(() => import('./Hint').then((module) => ({ default: module.Hint })));

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/**
 * A hint shown while the mouse is over the element, as Mantine's Tooltip does by default; the
 * Tooltip (and Floating UI behind it) loads with the first hover, not with the first screen.
 */
function useHoverHint(label: string): {
  target: RefObject<HTMLAnchorElement | null>;
  events: { onPointerEnter: (event: PointerEvent) => void; onPointerLeave: () => void };
  hint: ReactNode;
} {
  const target = useRef<HTMLAnchorElement>(null);
  const [hovered, setHovered] = useState<boolean | null>(null);
  const events = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: () => setHovered((before) => (before === null ? null : false)),
  };
  const hint =
    hovered === null ? null : (
      <Suspense fallback={null}>
        <Hint label={label} target={target} opened={hovered} />
      </Suspense>
    );
  return { target, events, hint };
}

/** The top bar's links to the site settings and the user settings. */
export function TopBarAvatars() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data: site } = useSite();
  const siteHint = useHoverHint(t('topBar.siteSettings'));
  const userHint = useHoverHint(t('topBar.userSettings'));
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar
        ref={siteHint.target}
        {...siteHint.events}
        component={Link}
        to="/innstillinger"
        aria-label={t('topBar.siteSettings')}
        color="blue"
        radius="sm"
      >
        {site ? initials(siteTitle(site)) : null}
      </Avatar>
      {siteHint.hint}
      <Avatar
        ref={userHint.target}
        {...userHint.events}
        component={Link}
        to="/innstillinger/bruker"
        aria-label={t('topBar.userSettings')}
        src={user?.profileImage ?? null}
        color="grape"
        radius="xl"
      >
        {user ? initials(user.name) : null}
      </Avatar>
      {userHint.hint}
    </Group>
  );
}
