import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** The last line of defence: a render error shows this instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={420} ta="center">
        <Title order={2}>{t('errors.crashTitle')}</Title>
        <Text c="dimmed">{t('errors.crashText')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          <Button variant="default" component="a" href="/">
            {t('common.backToHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
