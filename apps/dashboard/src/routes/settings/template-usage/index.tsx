import { Alert, Paper, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { gateAllows, type Site, type TemplatePageType, templatePageTypesFor } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { notifySuccess } from '../../../components/notify';
import { usePermission, useSite, useUpdateSite } from '../../../hooks/api/sites';
import { useTemplates } from '../../../hooks/api/templates';

/**
 * /innstillinger/maler/bruk: the default template of each page type (spec 2 §2 'Templates', §6).
 * A change asks first and is saved at once; readers see the choices only.
 */
export function TemplateUsageScreen() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const permission = usePermission();
  if (!site || !permission) return <Skeleton h={240} />;
  return (
    <Stack maw={820}>
      <Title order={1}>{t('templates.usage.title')}</Title>
      <Text c="dimmed">{t('templates.usage.lead')}</Text>
      {!gateAllows('contributor', permission) && (
        <Alert color="gray" variant="light">
          {t('templates.usage.readOnly')}
        </Alert>
      )}
      <Paper withBorder>
        <UsageTable site={site} canChange={gateAllows('contributor', permission)} />
      </Paper>
    </Stack>
  );
}

function UsageTable({ site, canChange }: { site: Site; canChange: boolean }) {
  const { t } = useTranslation();
  const templates = useTemplates();
  const updateSite = useUpdateSite();
  const options = (templates.data ?? []).map((template) => ({ value: template._id, label: template.name }));
  const nameOf = (ref: string | undefined) => options.find((option) => option.value === ref)?.label;

  const change = async (pageType: TemplatePageType, ref: string) => {
    const template = templates.data?.find((candidate) => candidate._id === ref);
    if (!template || ref === site.templateDistribution[pageType]?.ref) return;
    if (!(await confirmAction(t('templates.usage.confirm'), t('templates.usage.change')))) return;
    // A failure has the global error toast; the choice stays as the site has it.
    // Only the changed type is sent: the server keeps the others as they are.
    updateSite.mutate(
      { templateDistribution: { [pageType]: { ref, source: template.site } } },
      { onSuccess: () => notifySuccess(t('templates.usage.changed')) },
    );
  };

  return (
    <Table verticalSpacing="sm" horizontalSpacing="md">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('templates.usage.columns.pageType')}</Table.Th>
          <Table.Th>{t('templates.usage.columns.template')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {templatePageTypesFor(site).map((pageType) => {
          const label = t(`templates.usage.pageTypes.${pageType}`);
          const assigned = site.templateDistribution[pageType]?.ref;
          return (
            <Table.Tr key={pageType}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {label}
                </Text>
              </Table.Td>
              <Table.Td>
                {canChange ? (
                  <Select
                    aria-label={t('templates.usage.templateFor', { pageType: label })}
                    data={options}
                    value={assigned ?? null}
                    placeholder={templates.isPending ? t('common.loading') : t('templates.usage.none')}
                    allowDeselect={false}
                    disabled={templates.isPending || updateSite.isPending}
                    maw={360}
                    onChange={(ref) => ref && void change(pageType, ref)}
                  />
                ) : (
                  <Text size="sm" c={nameOf(assigned) ? undefined : 'dimmed'}>
                    {templates.isPending ? t('common.loading') : (nameOf(assigned) ?? t('templates.usage.none'))}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

export { TemplateUsageScreen as Component };
