import { Alert, Button, FileButton, Group, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { EmptyList } from '../../../components/resource-list';
import { useCookieDefinitions, useCookieFiles, useImportCookies } from '../../../hooks/api/cookies';
import { CookieScreen } from '../cookie-settings/CookieGate';
import { CookieTable } from './CookieTable';

/** /innstillinger/informasjonskapsler/innebygde and /egendefinerte: the two lists (spec 2 §2). */
export function CookieDefinitionsScreen() {
  const { t } = useTranslation();
  const custom = useLocation().pathname.endsWith('/egendefinerte');
  return (
    <CookieScreen title={t(`cookies.cards.${custom ? 'custom' : 'builtIn'}.title`)}>
      {() => (custom ? <CustomCookies /> : <BuiltInCookies />)}
    </CookieScreen>
  );
}

function BuiltInCookies() {
  const { t } = useTranslation();
  return (
    <>
      <Text c="dimmed">{t('cookies.cards.builtIn.text')}</Text>
      <CookieTable query={useCookieDefinitions('default', true)} empty={null} />
    </>
  );
}

/** Progress toasts around a file operation (spec 2 §8): one toast that turns into the result. */
async function withProgress(start: string, done: string, work: () => Promise<unknown>): Promise<boolean> {
  const id = notifications.show({ message: start, loading: true, autoClose: false, withCloseButton: false });
  try {
    await work();
    notifications.hide(id);
    notifySuccess(done);
    return true;
  } catch {
    notifications.hide(id);
    return false;
  }
}

function CustomCookies() {
  const { t } = useTranslation();
  const list = useCookieDefinitions('custom', true);
  const importing = useImportCookies();
  const files = useCookieFiles();
  const failure = importing.error instanceof ApiError ? importing.error : null;

  async function importFile(file: File | null) {
    if (!file || !(await confirmAction(t('cookies.importConfirm'), t('cookies.import')))) return;
    const ok = await withProgress(t('cookies.importing'), t('cookies.imported'), () => importing.mutateAsync(file));
    if (!ok) notifyError(t('cookies.importFailed'));
  }

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" size="sm" maw={520}>
          {t('cookies.format')}
        </Text>
        <Group gap="sm">
          <Button variant="subtle" onClick={() => void files.downloadExample()}>
            {t('cookies.example')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => void withProgress(t('cookies.exporting'), t('cookies.exported'), files.exportCustom)}
          >
            {t('cookies.export')}
          </Button>
          <FileButton onChange={importFile} accept=".csv,text/csv">
            {(props) => (
              <Button {...props} loading={importing.isPending} leftSection={<IconFileImport size={16} />}>
                {t('cookies.import')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>
      {failure?.fields && (
        <Alert color="red" title={t('cookies.importFailed')} withCloseButton onClose={() => importing.reset()}>
          <List size="sm">
            {Object.entries(failure.fields).map(([row, message]) => (
              <List.Item key={row}>{t('cookies.row', { line: row.replace(/^rad /, ''), message })}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <CookieTable
        query={list}
        empty={<EmptyList searchText="" state={{ title: t('cookies.empty'), description: t('cookies.emptyText') }} />}
      />
    </>
  );
}

export { CookieDefinitionsScreen as Component };
