import { Alert, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type Department, gateAllows } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ResourceColumn, ResourceList, useListSearch } from '../../../components/resource-list';
import { useDepartmentList } from '../../../hooks/api/departments';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { departmentPath, newDepartmentId } from '../department-detail/paths';
import { AdminOnlyNotice } from '../settings-form/SettingsPage';

/** /innstillinger/avdelinger: the site's departments (spec 2 §2). Admins only; not on a department. */
export function DepartmentListScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const { data: site } = useSite();
  const isAdmin = gateAllows('admin', permission);
  const isDepartment = Boolean(site?.departmentOf);
  const search = useListSearch();
  const list = useDepartmentList({ text: search.text || undefined }, isAdmin && site !== undefined && !isDepartment);
  const columns = useMemo<ResourceColumn<Department>[]>(
    () => [
      {
        key: 'displayName',
        title: t('departments.columns.displayName'),
        cell: (department) => (
          <Text size="sm" fw={500}>
            {department.displayName}
          </Text>
        ),
      },
      { key: 'name', title: t('departments.columns.name'), cell: (department) => department.name },
      {
        key: 'notificationEmail',
        title: t('departments.columns.notificationEmail'),
        visibleFrom: 'sm',
        cell: (department) => department.notificationEmail ?? '',
      },
    ],
    [t],
  );

  if (permission && !isAdmin) return <AdminOnlyNotice />;
  if (isDepartment) return <Alert color="gray">{t('departments.notOnDepartment')}</Alert>;
  const create = (
    <Button component={Link} to={departmentPath(newDepartmentId)} leftSection={<IconPlus size={16} />}>
      {t('departments.create')}
    </Button>
  );
  return (
    <ResourceList
      title={t('departments.title')}
      action={create}
      search={search}
      searchPlaceholder={t('departments.search')}
      columns={columns}
      query={list}
      rowKey={(department) => department._id}
      rowLink={(department) => ({ to: departmentPath(department._id), label: department.displayName })}
      emptyState={{ title: t('departments.empty'), description: t('departments.emptyText'), action: create }}
    />
  );
}

export { DepartmentListScreen as Component };
