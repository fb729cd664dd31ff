/** The home screen's activity timeline (spec 3 §2 'Dashboard'), newest first, more on request. */
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTimeline } from '../../hooks/api/timeline';
import { TimelineEntry } from './timeline-item';

export function HomeTimeline() {
  const { t } = useTranslation();
  const timeline = useTimeline();
  const items = timeline.data?.pages.flat() ?? [];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="home-timeline-title">
      <Stack>
        <Title order={2} size="h4" id="home-timeline-title">
          {t('timeline.title')}
        </Title>
        {timeline.isPending && <Skeleton h={160} />}
        {timeline.isError && (
          <Alert color="red" title={t('timeline.loadFailed')}>
            <Button variant="light" size="xs" onClick={() => void timeline.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
        {timeline.isSuccess && items.length === 0 && <Text c="dimmed">{t('timeline.empty')}</Text>}
        {items.length > 0 && (
          <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <TimelineEntry key={item._id} item={item} />
            ))}
          </Stack>
        )}
        {timeline.hasNextPage && (
          <Button
            variant="subtle"
            onClick={() => void timeline.fetchNextPage()}
            loading={timeline.isFetchingNextPage}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('timeline.more')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
