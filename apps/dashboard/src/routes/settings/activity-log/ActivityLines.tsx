/**
 * The log as lines, newest first: what happened in words, then who and when, then the request
 * itself (method and address, the spec's columns) as a detail. A run of uploads is one line.
 * Pages of 20 load as the end of the list comes into view.
 */
import { Box, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ActivityEntry, groupActivity } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList, type EmptyListState, formatDateTime, ListError } from '../../../components/resource-list';
import { LoadMore } from '../../../components/resource-list/LoadMore';
import classes from './ActivityLines.module.css';
import { ActivityRunSentence, ActivitySentence } from './ActivitySentence';

function Who({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation();
  return entry.user ? (
    <span title={entry.user.email}>{entry.user.name || entry.user.email}</span>
  ) : (
    <span>{t('activityLog.unknownUser')}</span>
  );
}

function ActivityLine({ line }: { line: ActivityEntry[] }) {
  const { t } = useTranslation();
  const [latest] = line;
  if (!latest) return null;
  return (
    <Box component="li" className={classes.line}>
      <Stack gap={4}>
        {line.length > 1 ? <ActivityRunSentence entries={line} /> : <ActivitySentence entry={latest} />}
        <Text size="xs" c="dimmed">
          <Who entry={latest} /> · <time dateTime={latest.timestamp}>{formatDateTime(latest.timestamp)}</time>
        </Text>
        <Text size="xs" c="dimmed" ff="monospace" className={classes.request} title={latest.url}>
          {latest.method} {latest.url}
          {line.length > 1 && ` · ${t('activityLog.requests', { count: line.length })}`}
        </Text>
      </Stack>
    </Box>
  );
}

export function ActivityLines(props: {
  query: UseInfiniteQueryResult<InfiniteData<ActivityEntry[]>, Error>;
  emptyState: EmptyListState;
}) {
  const { query, emptyState } = props;
  const { t } = useTranslation();
  const { data, isFetchingNextPage } = query;
  const lines = useMemo(() => groupActivity(data?.pages.flat() ?? []), [data]);

  if (query.isError && !data) {
    return <ListError title={t('activityLog.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (data && lines.length === 0) {
    return (
      <Paper withBorder>
        <EmptyList searchText="" state={emptyState} />
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Paper withBorder component="ul" className={classes.lines} aria-busy={!data || isFetchingNextPage}>
        {lines.map((line) => (
          <ActivityLine key={line[0]?._id} line={line} />
        ))}
        {(!data || isFetchingNextPage) &&
          ['70%', '55%', '65%'].map((width) => (
            <Box component="li" key={width} className={classes.line} aria-hidden>
              <Skeleton height={12} width={width} radius="sm" />
            </Box>
          ))}
      </Paper>
      <LoadMore query={query} />
    </Stack>
  );
}
