import { gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { EditorLoadState } from '../../../components/resource-editor/EditorLoadState';
import { useExperimentRecord } from '../../../hooks/api/experiments';
import { usePermission } from '../../../hooks/api/sites';
import { experimentListPath, experimentPath, newExperimentId } from '../paths';
import { VariantsEditor } from './VariantsEditor';

/** /eksperimenter/{experiment}/varianter: the variants and, while active, their figures (not for a new one). */
export function ExperimentVariantsScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const { experimentId = newExperimentId } = useParams();
  const isNew = experimentId === newExperimentId;
  const experiment = useExperimentRecord(isNew ? null : experimentId);
  if (isNew) return <Navigate to={experimentPath(newExperimentId)} replace />;
  if (!permission) return null;
  if (!experiment.data || experiment.isError) {
    return (
      <EditorLoadState error={experiment.error} back={{ to: experimentListPath, label: t('experiments.title') }} />
    );
  }
  return (
    <VariantsEditor
      key={`${experiment.data._id}:${experiment.data.updatedAt}`}
      experiment={experiment.data}
      canWrite={gateAllows('contributor', permission)}
    />
  );
}

export { ExperimentVariantsScreen as Component };
