import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';

/**
 * What an editor shows before its item is there: a loader, or why it could not load (missing
 * answers 404: 'Siden finnes ikke') with the way back to the list.
 */
export function EditorLoadState(props: {
  error: Error | null;
  back: { to: string; label: string };
  /** The title when the item is gone, where the spec names one ('Finner ikke kunde'). */
  missingTitle?: string;
}) {
  const { t } = useTranslation();
  if (!props.error) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  const missing = props.error instanceof ApiError && props.error.status === 404;
  return (
    <Paper withBorder p="xl" radius="md" maw={640}>
      <Stack align="flex-start">
        <Title order={2}>{missing ? (props.missingTitle ?? t('notFound.title')) : t('errors.crashTitle')}</Title>
        <Text c="dimmed">{missing ? t('notFound.text') : props.error.message}</Text>
        <Button component={Link} to={props.back.to} variant="default">
          {props.back.label}
        </Button>
      </Stack>
    </Paper>
  );
}
