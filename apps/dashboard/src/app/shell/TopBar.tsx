import { Avatar, Burger, Group, Kbd, Menu, Skeleton, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { spotlight } from '@mantine/spotlight';
import { IconChevronDown, IconSearch, IconSwitchHorizontal } from '@tabler/icons-react';
import { siteTitle } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirmAction } from '../../components/confirm';
import { useSite } from '../../hooks/api/sites';
import { useSession } from '../session/session-store';
import classes from './TopBar.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

function SiteMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: site } = useSite();
  if (!site) return <Skeleton h={20} w={120} />;
  const switchSite = async () => {
    if (await confirmAction(t('session.confirmSwitchSite'), t('session.switchSite'))) navigate('/velg-nettside');
  };
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.siteButton}>
          <Group gap={6} wrap="nowrap">
            <Text fw={700} truncate maw={200}>
              {siteTitle(site)}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconSwitchHorizontal size={16} />} onClick={switchSite}>
          {t('session.switchSite')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function TopBar({ navbarOpened, toggleNavbar }: { navbarOpened: boolean; toggleNavbar: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data: site } = useSite();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="sm" wrap="nowrap">
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
        <SiteMenu />
      </Group>
      <UnstyledButton className={classes.search} onClick={() => spotlight.open()} aria-label={t('topBar.search')}>
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
      <Group gap="xs" wrap="nowrap">
        <Tooltip label={t('topBar.siteSettings')}>
          <Avatar component={Link} to="/innstillinger" aria-label={t('topBar.siteSettings')} color="blue" radius="sm">
            {site ? initials(siteTitle(site)) : null}
          </Avatar>
        </Tooltip>
        <Tooltip label={t('topBar.userSettings')}>
          <Avatar
            component={Link}
            to="/innstillinger/bruker"
            aria-label={t('topBar.userSettings')}
            src={user?.profileImage ?? null}
            color="grape"
            radius="xl"
          >
            {user ? initials(user.name) : null}
          </Avatar>
        </Tooltip>
      </Group>
    </Group>
  );
}
