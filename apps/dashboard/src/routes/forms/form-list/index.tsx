import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type Form, gateAllows } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ResourceColumn, ResourceList, useListSearch } from '../../../components/resource-list';
import { useFormList } from '../../../hooks/api/forms';
import { usePermission } from '../../../hooks/api/sites';
import { formPath, newFormId } from '../paths';

/** /skjemaer: the site's forms (spec 3 §2); 'Opprett skjema' opens a new form's editor. */
export function FormListScreen() {
  const { t } = useTranslation();
  const canWrite = gateAllows('contributor', usePermission());
  const search = useListSearch();
  const list = useFormList({ text: search.text || undefined });
  const columns = useMemo<ResourceColumn<Form>[]>(
    () => [
      {
        key: 'name',
        title: t('forms.columns.name'),
        cell: (form) => (
          <Text size="sm" fw={500}>
            {form.name}
          </Text>
        ),
      },
      {
        key: 'description',
        title: t('forms.columns.description'),
        cell: (form) => (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {form.internalDescription}
          </Text>
        ),
      },
      {
        key: 'fields',
        title: t('forms.columns.fields'),
        compact: true,
        cell: (form) => <Text size="sm">{t('forms.fieldCount', { count: form.fields.length })}</Text>,
      },
    ],
    [t],
  );

  const create = canWrite ? (
    <Button component={Link} to={formPath(newFormId)} leftSection={<IconPlus size={16} />}>
      {t('forms.create')}
    </Button>
  ) : undefined;
  return (
    <ResourceList
      title={t('forms.title')}
      action={create}
      search={search}
      searchPlaceholder={t('forms.search')}
      columns={columns}
      query={list}
      rowKey={(form) => form._id}
      rowLink={(form) => ({ to: formPath(form._id), label: form.name })}
      emptyState={{ title: t('forms.empty'), description: t('forms.emptyText'), action: create }}
    />
  );
}

export { FormListScreen as Component };
