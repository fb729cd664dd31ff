import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client';

/** While the designed item loads, or why it cannot be shown, with a way out. */
export function DesignerStatus({ error, closeTo }: { error: unknown; closeTo: string }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <Center h="100dvh" role="status" aria-label={t('common.loading')}>
        <Loader />
      </Center>
    );
  }
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Center h="100dvh" p="lg">
      <Paper withBorder p="xl" radius="md" maw={560}>
        <Stack align="flex-start">
          <Title order={2}>{missing ? t('notFound.title') : t('errors.crashTitle')}</Title>
          <Text c="dimmed">{missing ? t('notFound.text') : error instanceof Error ? error.message : ''}</Text>
          <Button component={Link} to={closeTo} variant="default">
            {t('common.close')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
