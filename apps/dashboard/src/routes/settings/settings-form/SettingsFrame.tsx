import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';

const InSettingsFrame = createContext(false);

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/innstillinger" size="sm" c="dimmed" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('settings.backToSettings')}
      </Group>
    </Anchor>
  );
}

/**
 * Every settings screen but the overview sits in this frame (`routes.tsx`): the way back to the
 * overview above the screen, decided once rather than remembered by each screen.
 */
export function SettingsFrame() {
  return (
    <InSettingsFrame.Provider value>
      <Stack gap={4}>
        <BackLink />
        <Outlet />
      </Stack>
    </InSettingsFrame.Provider>
  );
}

/** The way back for a screen shown outside the frame; inside it, the frame has already shown it. */
export function BackToSettings() {
  return useContext(InSettingsFrame) ? null : <BackLink />;
}

export { SettingsFrame as Component };
