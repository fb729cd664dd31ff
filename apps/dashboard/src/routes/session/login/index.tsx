import { Alert, Button, Center, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlatformConfig } from '../../../hooks/api/config';

/** /logg-inn: one button, labelled with the provider's name, to the provider's sign-on. */
export function LoginScreen() {
  const { t } = useTranslation();
  const { data: config, isError, refetch } = usePlatformConfig();
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={380}>
        <Stack>
          <Title order={1} size="h2" c="blue">
            {config?.providerName ?? 'Vev'}
          </Title>
          <Text c="dimmed" size="sm">
            {t('session.loginLead')}
          </Text>
          {isError ? (
            <Alert color="red" title={t('session.configFailed')}>
              <Button size="xs" variant="light" color="red" onClick={() => refetch()}>
                {t('common.retry')}
              </Button>
            </Alert>
          ) : config ? (
            <Button component="a" href="/sso/login?dashboard=true" size="md" fullWidth>
              {t('session.loginWith', { provider: config.providerName })}
            </Button>
          ) : (
            <Skeleton h={42} />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

export { LoginScreen as Component };
