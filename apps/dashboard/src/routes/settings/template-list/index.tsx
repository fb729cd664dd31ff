import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { gateAllows, type Template } from '@vev/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PermissionGate } from '../../../components/PermissionGate';
import { showDependencyBlock } from '../../../components/resource-editor/editor-modals';
import { dependencyReportOf } from '../../../components/resource-editor/use-editor-actions';
import { ResourceList } from '../../../components/resource-list';
import { usePermission } from '../../../hooks/api/sites';
import { templateHooks, useTemplateList } from '../../../hooks/api/templates';
import { CreateTemplateModal } from '../template-create/CreateTemplateModal';
import { templatePath } from '../template-detail/paths';
import { useDuplicateTemplate } from '../template-detail/use-duplicate-template';
import { useTemplateColumns } from './template-columns';

/** /innstillinger/maler/liste: every template, whole and partial (spec 2 §2 'Templates'). */
export function TemplateListScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const canCreate = gateAllows('contributor', permission);
  const list = useTemplateList();
  const duplicate = useDuplicateTemplate();
  const deleteTemplate = templateHooks.useDelete();
  const [creating, setCreating] = useState(false);

  const remove = useCallback(
    async (template: Template) => {
      if (!(await confirmAction(t('confirm.delete'), t('templates.list.delete'), { danger: true }))) return;
      deleteTemplate.mutate(template._id, {
        onSuccess: () => notifySuccess(t('toasts.deleted')),
        onError: (error) => {
          const report = dependencyReportOf(error);
          if (report) showDependencyBlock(report);
          else if (!(error instanceof ApiError && error.endsSession)) notifyError(error.message);
        },
      });
    },
    [t, deleteTemplate.mutate],
  );
  const onDuplicate = useCallback((template: Template) => duplicate(template._id), [duplicate]);
  const columns = useTemplateColumns(permission, { onDuplicate, onDelete: remove });

  const createButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {t('templates.list.create')}
    </Button>
  );
  return (
    <>
      <ResourceList
        title={t('templates.list.title')}
        action={<PermissionGate level="contributor">{createButton}</PermissionGate>}
        columns={columns}
        query={list}
        rowKey={(template) => template._id}
        rowLink={(template) => ({ to: templatePath(template._id), label: template.name })}
        emptyState={
          canCreate
            ? {
                title: t('templates.list.firstItem'),
                description: t('templates.list.firstItemText'),
                action: createButton,
              }
            : { title: t('templates.list.noneFound') }
        }
      />
      <CreateTemplateModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}

export { TemplateListScreen as Component };
