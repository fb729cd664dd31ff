import { gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EditorLoadState } from '../../../components/resource-editor/EditorLoadState';
import { useFormRecord } from '../../../hooks/api/forms';
import { usePermission } from '../../../hooks/api/sites';
import { formListPath, newFormId } from '../paths';
import { FormEditor } from './FormEditor';

/** /skjemaer/{form} ('opprett' for a new one), spec 3 §2. */
export function FormDetailScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const { formId = newFormId } = useParams();
  const isNew = formId === newFormId;
  const existing = useFormRecord(isNew ? null : formId);
  if (!permission) return null;
  if (!isNew && (!existing.data || existing.isError)) {
    return <EditorLoadState error={existing.error} back={{ to: formListPath, label: t('forms.title') }} />;
  }
  return (
    <FormEditor
      key={formId}
      form={isNew ? null : (existing.data ?? null)}
      canWrite={gateAllows('contributor', permission)}
      canDelete={gateAllows('admin', permission)}
    />
  );
}

export { FormDetailScreen as Component };
