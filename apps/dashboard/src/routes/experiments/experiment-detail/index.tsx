import { gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EditorLoadState } from '../../../components/resource-editor/EditorLoadState';
import { useExperimentRecord } from '../../../hooks/api/experiments';
import { usePermission } from '../../../hooks/api/sites';
import { experimentListPath, newExperimentId } from '../paths';
import { ExperimentEditor } from './ExperimentEditor';

/** /eksperimenter/{experiment} ('opprett' for a new one), spec 3 §2. */
export function ExperimentDetailScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const { experimentId = newExperimentId } = useParams();
  const isNew = experimentId === newExperimentId;
  const existing = useExperimentRecord(isNew ? null : experimentId);
  if (!permission) return null;
  if (!isNew && (!existing.data || existing.isError)) {
    return <EditorLoadState error={existing.error} back={{ to: experimentListPath, label: t('experiments.title') }} />;
  }
  return (
    <ExperimentEditor
      key={experimentId}
      experiment={isNew ? null : (existing.data ?? null)}
      canWrite={gateAllows('contributor', permission)}
      canDelete={gateAllows('admin', permission)}
    />
  );
}

export { ExperimentDetailScreen as Component };
