import { gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { EditorLoadState } from '../../../components/resource-editor/EditorLoadState';
import { useFormRecord } from '../../../hooks/api/forms';
import { usePermission } from '../../../hooks/api/sites';
import { formListPath, formPath, newFormId } from '../paths';
import { EntriesTable } from './EntriesTable';

/** /skjemaer/{form}/innsendelser: what visitors sent in (spec 3 §2; not for a new form). */
export function FormEntriesScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const { formId = newFormId } = useParams();
  const isNew = formId === newFormId;
  const form = useFormRecord(isNew ? null : formId);
  if (isNew) return <Navigate to={formPath(newFormId)} replace />;
  if (!permission) return null;
  if (!form.data || form.isError) {
    return <EditorLoadState error={form.error} back={{ to: formListPath, label: t('forms.title') }} />;
  }
  return <EntriesTable form={form.data} canDelete={gateAllows('admin', permission)} />;
}

export { FormEntriesScreen as Component };
