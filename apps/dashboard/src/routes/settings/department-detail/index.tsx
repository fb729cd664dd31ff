import { Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { type Department, type DepartmentCreate, departmentCreateSchema, gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { openSiteDashboard } from '../../../app/session/open-site-dashboard';
import { DetailFormFooter } from '../../../components/detail-form/DetailFormFooter';
import { useDetailForm } from '../../../components/detail-form/use-detail-form';
import { formResolver } from '../../../components/form-resolver';
import { useDeleteDepartment, useDepartment, useSaveDepartment } from '../../../hooks/api/departments';
import { usePermission } from '../../../hooks/api/sites';
import { AdminOnlyNotice } from '../settings-form/SettingsPage';
import { departmentListPath, departmentPath, newDepartmentId } from './paths';

/** /innstillinger/avdelinger/{department} ('opprett' for a new one): tabs Generelt and Gå til dashbord. */
export function DepartmentDetailScreen() {
  const permission = usePermission();
  const isAdmin = gateAllows('admin', permission);
  const { departmentId = newDepartmentId } = useParams();
  const isNew = departmentId === newDepartmentId;
  const existing = useDepartment(isNew || !isAdmin ? null : departmentId);
  if (permission && !isAdmin) return <AdminOnlyNotice />;
  if (!isNew && !existing.data) return null;
  return <DepartmentForm key={departmentId} department={isNew ? null : (existing.data ?? null)} />;
}

const toForm = (department: Department | null): DepartmentCreate =>
  department
    ? { displayName: department.displayName, notificationEmail: department.notificationEmail ?? '' }
    : { displayName: '', notificationEmail: '' };

function DepartmentForm({ department }: { department: Department | null }) {
  const { t } = useTranslation();
  const { form, submit, deleteRecord, saving, deleting } = useDetailForm({
    record: department,
    toForm,
    resolver: formResolver(departmentCreateSchema),
    path: departmentPath,
    newId: newDepartmentId,
    listPath: departmentListPath,
    save: useSaveDepartment(department?._id ?? null),
    remove: useDeleteDepartment(),
    messages: {
      saved: t('toasts.saved'),
      created: t('departments.created'),
      deleted: t('departments.deleted'),
      deleteQuestion: t('departments.deleteConfirm', { name: department?.displayName ?? '' }),
      deleteButton: t('departments.delete'),
    },
    fieldNames: ['displayName', 'notificationEmail'],
  });
  const { errors, isDirty } = form.formState;

  return (
    <Stack maw={760} gap="lg">
      <Title order={1}>{department?.displayName ?? t('departments.newTitle')}</Title>
      <Tabs
        value="general"
        onChange={(tab) => {
          if (tab === 'dashboard' && department) openSiteDashboard(department._id);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="general">{t('departments.tabs.general')}</Tabs.Tab>
          {department && (
            <Tabs.Tab value="dashboard" leftSection={<IconLayoutDashboard size={16} />}>
              {t('departments.tabs.dashboard')}
            </Tabs.Tab>
          )}
        </Tabs.List>
      </Tabs>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Paper withBorder p="lg" radius="md">
            <Stack>
              <TextInput
                label={t('departments.fields.displayName')}
                withAsterisk
                error={errors.displayName?.message}
                {...form.register('displayName')}
              />
              <TextInput
                type="email"
                label={t('departments.fields.notificationEmail')}
                description={t('departments.fields.notificationEmailDescription')}
                withAsterisk
                error={errors.notificationEmail?.message}
                {...form.register('notificationEmail')}
              />
              {department ? (
                <TextInput
                  label={t('departments.fields.name')}
                  description={t('departments.fields.nameDescription')}
                  value={department.name}
                  readOnly
                  disabled
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('departments.memberNote')}
                </Text>
              )}
            </Stack>
          </Paper>
          <DetailFormFooter
            onDelete={department ? deleteRecord : null}
            deleteLabel={t('departments.delete')}
            deleting={deleting}
            saveLabel={t('common.save')}
            saving={saving}
            saveDisabled={Boolean(department) && !isDirty}
          />
        </Stack>
      </form>
    </Stack>
  );
}

export { DepartmentDetailScreen as Component };
