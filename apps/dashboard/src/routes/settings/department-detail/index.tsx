import { Button, Group, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { type Department, type DepartmentCreate, departmentCreateSchema, gateAllows } from '@vev/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { openSiteDashboard } from '../../../app/session/open-site-dashboard';
import { confirmAction } from '../../../components/confirm';
import { formResolver } from '../../../components/form-resolver';
import { notifySuccess } from '../../../components/notify';
import { useLeaveGuard } from '../../../components/resource-editor/use-leave-guard';
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

const emptyDepartment: DepartmentCreate = { displayName: '', notificationEmail: '' };

function DepartmentForm({ department }: { department: Department | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveDepartment(department?._id ?? null);
  const remove = useDeleteDepartment();
  const values = department
    ? { displayName: department.displayName, notificationEmail: department.notificationEmail ?? '' }
    : emptyDepartment;
  const form = useForm<DepartmentCreate>({ resolver: formResolver(departmentCreateSchema), defaultValues: values });
  const { errors, isDirty } = form.formState;
  const [deleted, setDeleted] = useState(false);
  useLeaveGuard(isDirty && !deleted, departmentPath(department?._id ?? newDepartmentId));
  // A new department opens on its own address once the saved form has rendered (nothing left to guard).
  const [createdId, setCreatedId] = useState<string | null>(null);
  useEffect(() => {
    if (createdId) navigate(departmentPath(createdId), { replace: true });
  }, [createdId, navigate]);
  useEffect(() => {
    if (deleted) navigate(departmentListPath, { replace: true });
  }, [deleted, navigate]);

  async function deleteDepartment() {
    if (!department) return;
    const question = t('departments.deleteConfirm', { name: department.displayName });
    if (!(await confirmAction(question, t('departments.delete'), { danger: true }))) return;
    await remove.mutateAsync(department._id);
    notifySuccess(t('departments.deleted'));
    setDeleted(true);
  }

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset({ displayName: saved.displayName, notificationEmail: saved.notificationEmail ?? '' });
      notifySuccess(department ? t('toasts.saved') : t('departments.created'));
      if (!department) setCreatedId(saved._id);
    } catch (error) {
      if (!(error instanceof ApiError && error.fields)) return;
      for (const [field, message] of Object.entries(error.fields)) {
        if (field === 'displayName' || field === 'notificationEmail') form.setError(field, { message });
      }
    }
  });

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
          <Group justify={department ? 'space-between' : 'flex-end'}>
            {department && (
              <Button color="red" variant="light" onClick={deleteDepartment} loading={remove.isPending}>
                {t('departments.delete')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending} disabled={Boolean(department) && !isDirty}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export { DepartmentDetailScreen as Component };
