import { Alert, Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFiles, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EmptyListState } from './types';

/** An empty list: no hits for the search text, or the list's own words (first item, none found). */
export function EmptyList({ searchText, state }: { searchText: string; state: EmptyListState }) {
  const { t } = useTranslation();
  if (searchText) {
    const words = state.noMatches?.(searchText) ?? {
      title: t('resourceList.noMatches', { text: searchText }),
      description: t('resourceList.noMatchesText'),
    };
    return (
      <EmptyState
        py="xl"
        icon={<IconSearchOff size={28} />}
        withIndicatorBackground
        title={words.title}
        description={words.description}
      />
    );
  }
  return (
    <EmptyState
      py="xl"
      icon={<IconFiles size={28} />}
      withIndicatorBackground
      title={state.title}
      description={state.description}
    >
      {state.action && <EmptyState.Actions>{state.action}</EmptyState.Actions>}
    </EmptyState>
  );
}

/** A list that could not load: the server's message and a way to try again. */
export function ListError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Group>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
