import { Box, NavLink, Skeleton, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavigationItem } from '../areas/area';
import { usePreloadOnIntent } from '../areas/screen-preload';
import { navigationIcons } from './nav-icons';
import { isActivePath, useMarkedPath, useNavigation } from './use-navigation';

function useLabel() {
  const { t } = useTranslation();
  return (item: NavigationItem) => item.label ?? t(`nav.${item.key}`);
}

/** A link of the navigation: marked while it is (or is becoming) the current screen. */
function EntryLink({ item, icon, onNavigate }: { item: NavigationItem; icon?: ReactNode; onNavigate: () => void }) {
  const pathname = useMarkedPath();
  const label = useLabel();
  const intent = usePreloadOnIntent(item.path);
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={label(item)}
      leftSection={icon}
      active={isActivePath(pathname, item.path)}
      onClick={onNavigate}
      {...intent}
    />
  );
}

interface EntryProps {
  item: NavigationItem;
  onNavigate: () => void;
}

/** A section with entries below it; it opens by itself while one of them is the current screen. */
function Section({ item, icon, onNavigate }: EntryProps & { icon: ReactNode }) {
  const pathname = useMarkedPath();
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
        <EntryLink key={child.path} item={child} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

function Entry({ item, onNavigate }: EntryProps) {
  const Icon = navigationIcons[item.key];
  const icon = Icon ? <Icon size={18} stroke={1.6} /> : undefined;
  if (item.children?.length) return <Section item={item} icon={icon} onNavigate={onNavigate} />;
  return <EntryLink item={item} icon={icon} onNavigate={onNavigate} />;
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
