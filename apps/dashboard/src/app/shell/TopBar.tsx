import { Burger, Group, Kbd, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { siteTitle } from '@vev/shared';
import { lazy, type Ref, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../hooks/api/sites';
import classes from './TopBar.module.css';
import { TopBarAvatars } from './TopBarAvatars';

const SiteMenu = lazy(() => import('./SiteMenu').then((module) => ({ default: module.SiteMenu })));

/**
 * The site's name; its menu (and Mantine's Menu behind it) loads when the pointer or the focus
 * reaches the button, not with the first screen. A click before it is there opens it once loaded.
 */
function SiteMenuButton() {
  const { data: site } = useSite();
  const [reached, setReached] = useState<{ opened: boolean; focused: boolean } | null>(null);
  if (!site) return <Skeleton h={20} w={120} />;
  const reach = (how: { opened?: boolean; focused?: boolean }) =>
    setReached((before) => ({
      opened: how.opened ?? before?.opened ?? false,
      focused: how.focused ?? before?.focused ?? false,
    }));
  // Without a ref it stands in for the menu's button until the menu is there.
  const button = (ref?: Ref<HTMLButtonElement>) => (
    <UnstyledButton
      ref={ref}
      className={classes.siteButton}
      {...(ref
        ? {}
        : {
            onPointerEnter: () => reach({}),
            onFocus: () => reach({ focused: true }),
            // Pointer down, not click: the menu's own button may replace this one before the pointer is up.
            onPointerDown: () => reach({ opened: true }),
            onClick: () => reach({ opened: true }),
          })}
    >
      <Group gap={6} wrap="nowrap" miw={0}>
        <Text fw={700} truncate maw={200} miw={0}>
          {siteTitle(site)}
        </Text>
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );
  if (!reached) return button();
  return (
    <Suspense fallback={button()}>
      <SiteMenu target={button} opened={reached.opened} focused={reached.focused} />
    </Suspense>
  );
}

interface TopBarProps {
  navbarOpened: boolean;
  toggleNavbar: () => void;
  openSearch: () => void;
}

export function TopBar({ navbarOpened, toggleNavbar, openSearch }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      {/* On a phone the site's name gives way (it truncates); the search and the avatars keep their size. */}
      <Group gap="sm" wrap="nowrap" miw={0} className={classes.start}>
        <Burger
          opened={navbarOpened}
          onClick={toggleNavbar}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('topBar.openMenu')}
        />
        <Link to="/" className={classes.brand}>
          Vev
        </Link>
        <SiteMenuButton />
      </Group>
      <UnstyledButton className={classes.search} onClick={openSearch} aria-label={t('topBar.search')}>
        <Group gap="xs" wrap="nowrap">
          <IconSearch size={16} />
          <Text size="sm" c="dimmed" className={classes.searchText}>
            {t('topBar.search')}
          </Text>
          <Kbd size="xs" visibleFrom="md">
            {t('topBar.searchShortcut')}
          </Kbd>
        </Group>
      </UnstyledButton>
      <div className={classes.end}>
        <TopBarAvatars />
      </div>
    </Group>
  );
}
