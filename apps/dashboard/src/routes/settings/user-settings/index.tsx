import {
  Button,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLogOut } from '../../../app/session/use-log-out';
import { useCurrentUser } from '../../../hooks/api/users';

/** /innstillinger/bruker: the dashboard theme and 'Logg ut'. */
export function UserSettingsScreen() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const { data: user } = useCurrentUser();
  const logOut = useLogOut();

  return (
    <Stack maw={640}>
      <Title order={1}>{t('userSettings.title')}</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('userSettings.appearance')}
          </Title>
          <Text id="theme-label" fw={500} size="sm">
            {t('userSettings.theme')}
          </Text>
          <SegmentedControl
            aria-labelledby="theme-label"
            w="fit-content"
            value={scheme}
            onChange={(value) => setColorScheme(value as 'light' | 'dark')}
            data={[
              { value: 'light', label: t('userSettings.light') },
              { value: 'dark', label: t('userSettings.dark') },
            ]}
          />
          <Text size="xs" c="dimmed">
            {t('userSettings.themeDescription')}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t('userSettings.account')}
          </Title>
          {user && <Text size="sm">{t('userSettings.signedInAs', { name: user.name, email: user.email })}</Text>}
          <Button color="red" variant="light" onClick={logOut}>
            {t('common.logOut')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

export { UserSettingsScreen as Component };
