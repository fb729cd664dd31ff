import { Alert, Button, FileButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { notifySuccess } from '../../../components/notify';
import { useImportRedirects, useRedirectExportUrl, useRedirects } from '../../../hooks/api/redirects';
import { usePermission } from '../../../hooks/api/sites';
import { RedirectTable } from './RedirectTable';

/** /innstillinger/redirects: the list, CSV import (replaces all) and export (spec 2 §5, §7). Admins only. */
export function RedirectsScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const isAdmin = gateAllows('admin', permission);
  const redirects = useRedirects(isAdmin);
  const importing = useImportRedirects();
  const exportUrl = useRedirectExportUrl();

  async function importFile(file: File | null) {
    if (!file || !(await confirmAction(t('redirects.importConfirm'), t('redirects.importConfirmButton')))) return;
    const result = await importing.mutateAsync(file).catch(() => null);
    if (result) notifySuccess(t('redirects.imported', { count: result.imported }));
  }

  const failure = importing.error instanceof ApiError ? importing.error : null;

  return (
    <Stack maw={960}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{t('redirects.title')}</Title>
          <Text c="dimmed" maw={620}>
            {t('redirects.description')}
          </Text>
        </Stack>
        {isAdmin && (
          <Group gap="sm">
            <Button component="a" href={exportUrl} download variant="default" leftSection={<IconDownload size={16} />}>
              {t('redirects.export')}
            </Button>
            <FileButton onChange={importFile} accept=".csv,text/csv">
              {(props) => (
                <Button {...props} loading={importing.isPending} leftSection={<IconFileImport size={16} />}>
                  {t('redirects.import')}
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Group>
      {permission && !isAdmin && <Alert color="gray">{t('redirects.adminOnly')}</Alert>}
      {failure && (
        <Alert color="red" title={t('redirects.importFailed')} withCloseButton onClose={() => importing.reset()}>
          <Text size="sm">{failure.message}</Text>
          {failure.fields && (
            <List size="sm" mt="xs">
              {Object.entries(failure.fields).map(([row, message]) => (
                <List.Item key={row}>{t('redirects.row', { line: row.replace(/^rad /, ''), message })}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {isAdmin && (
        <>
          <Text size="sm" c="dimmed">
            {t('redirects.format')}
          </Text>
          <Paper withBorder radius="md">
            <RedirectTable query={redirects} />
          </Paper>
        </>
      )}
    </Stack>
  );
}

export { RedirectsScreen as Component };
