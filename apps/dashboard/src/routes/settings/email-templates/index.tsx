import { Alert, Button, Group, Paper, Table } from '@mantine/core';
import { findEmailTemplate, gateAllows, type Site } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmailTemplates } from '../../../hooks/api/email-templates';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { NotFoundScreen } from '../../fallback';
import { SettingsLoading, SettingsScreen } from '../settings-form/SettingsPage';
import { TemplateChooser } from './TemplateChooser';
import { TemplatePropsModal } from './TemplatePropsModal';

/** /innstillinger/epostmaler: template type, template ('System-mal' without one) and actions (spec 2 §2); only for a site with a shop. */
export function EmailTemplatesScreen() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const permission = usePermission();
  if (site && !site.hasEcommerce) return <NotFoundScreen />;
  let body = <SettingsLoading />;
  if (permission && !gateAllows('admin', permission)) body = <Alert color="gray">{t('settings.adminOnly')}</Alert>;
  else if (site && permission) body = <TemplateTable site={site} />;
  return <SettingsScreen title={t('email.templates.title')}>{body}</SettingsScreen>;
}

function TemplateTable({ site }: { site: Site }) {
  const { t } = useTranslation();
  const templates = useEmailTemplates(true);
  const [dialog, setDialog] = useState<'edit' | 'change' | null>(null);
  const active = findEmailTemplate(site.emailTemplate);
  return (
    <Paper withBorder radius="md">
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('email.templates.columns.type')}</Table.Th>
            <Table.Th>{t('email.templates.columns.template')}</Table.Th>
            <Table.Th>{t('email.templates.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{t('email.templates.types.orderReceipt')}</Table.Td>
            <Table.Td>{active?.name ?? t('email.templates.system')}</Table.Td>
            <Table.Td>
              <Group gap="xs">
                {active && (
                  <Button size="xs" variant="default" onClick={() => setDialog('edit')}>
                    {t('email.templates.edit')}
                  </Button>
                )}
                <Button size="xs" variant="light" onClick={() => setDialog('change')} disabled={!templates.data}>
                  {t('email.templates.change')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {active && dialog === 'edit' && (
        <TemplatePropsModal site={site} template={active} opened onClose={() => setDialog(null)} />
      )}
      <TemplateChooser
        site={site}
        templates={templates.data ?? []}
        opened={dialog === 'change'}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}

export { EmailTemplatesScreen as Component };
