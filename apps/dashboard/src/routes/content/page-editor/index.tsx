import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { pageHooks } from '../../../hooks/api/pages';
import { useSite } from '../../../hooks/api/sites';
import { usePageKind } from '../page-kinds';
import { PageEditor } from './PageEditor';

const tabs = new Set(['generelt', 'synlighet', 'kataloger']);

/** /innhold/{sider|kategorier|produktsider}/{page}[/{tab}][?revision=…] */
export function PageEditorScreen() {
  const { t } = useTranslation();
  const kind = usePageKind();
  const { pageId = '', tab } = useParams();
  const [search] = useSearchParams();
  const revisionId = search.get('revision');
  const { data: site } = useSite();
  const page = pageHooks.useOne(pageId === 'opprett' ? undefined : pageId, revisionId);

  if (pageId === 'opprett') return <Navigate to={`/innhold/${kind.segment}?opprett=1`} replace />;
  if (kind.segment === 'produktsider' && site && !site.hasEcommerce) return <Navigate to="/finnes-ikke" replace />;
  if (tab && !tabs.has(tab)) return <Navigate to={`/innhold/${kind.segment}/${pageId}`} replace />;
  if (page.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (page.isError || !page.data) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    return (
      <Paper withBorder p="xl" radius="md" maw={640}>
        <Stack align="flex-start">
          <Title order={2}>{missing ? t('notFound.title') : t('errors.crashTitle')}</Title>
          <Text c="dimmed">{missing ? t('notFound.text') : page.error?.message}</Text>
          <Button component={Link} to={`/innhold/${kind.segment}`} variant="default">
            {t(`content.kinds.${kind.segment}.title`)}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <PageEditor
      key={`${page.data._id}-${revisionId ?? 'current'}`}
      page={page.data}
      kind={kind}
      tab={tab ?? 'innhold'}
      revisionId={revisionId}
    />
  );
}

export { PageEditorScreen as Component };
