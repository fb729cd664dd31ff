import { Box, NavLink, Skeleton, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavigationItem } from '../areas/area';
import { navigationIcons } from './nav-icons';
import { isActivePath, useNavigation } from './use-navigation';

function useLabel() {
  const { t } = useTranslation();
  return (item: NavigationItem) => item.label ?? t(`nav.${item.key}`);
}

interface EntryProps {
  item: NavigationItem;
  onNavigate: () => void;
}

/** A section with entries below it; it opens by itself while one of them is the current screen. */
function Section({ item, icon, onNavigate }: EntryProps & { icon: ReactNode }) {
  const { pathname } = useLocation();
  const label = useLabel();
  const active = isActivePath(pathname, item.path);
  const [opened, setOpened] = useState(active);
  useEffect(() => {
    if (active) setOpened(true);
  }, [active]);

  return (
    <NavLink
      component="button"
      label={label(item)}
      leftSection={icon}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={30}
    >
      {item.children?.map((child) => (
        <NavLink
          key={child.path}
          component={Link}
          to={child.path}
          label={label(child)}
          active={isActivePath(pathname, child.path)}
          onClick={onNavigate}
        />
      ))}
    </NavLink>
  );
}

function Entry({ item, onNavigate }: EntryProps) {
  const { pathname } = useLocation();
  const label = useLabel();
  const Icon = navigationIcons[item.key];
  const icon = Icon ? <Icon size={18} stroke={1.6} /> : undefined;
  if (item.children?.length) return <Section item={item} icon={icon} onNavigate={onNavigate} />;
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={label(item)}
      leftSection={icon}
      active={isActivePath(pathname, item.path)}
      onClick={onNavigate}
    />
  );
}

const skeletonRows = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** The fixed side navigation of spec 2 §2 (inside the shell's <nav>). */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const navigation = useNavigation();
  return (
    // Native scrolling: Mantine's ScrollArea would bring Floating UI into the first screen.
    <Box h="100%" style={{ overflowY: 'auto', scrollbarWidth: 'thin' }}>
      <Stack gap={2} p="xs">
        {navigation
          ? navigation.map((item) => <Entry key={item.path} item={item} onNavigate={onNavigate} />)
          : skeletonRows.map((row) => <Skeleton key={row} h={34} radius="sm" />)}
      </Stack>
    </Box>
  );
}
