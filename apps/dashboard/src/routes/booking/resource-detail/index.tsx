import { gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EditorLoadState } from '../../../components/resource-editor/EditorLoadState';
import { useBookingResourceRecord } from '../../../hooks/api/booking';
import { usePermission } from '../../../hooks/api/sites';
import { newBookingId, resourceListPath } from '../paths';
import { ResourceEditor } from './ResourceEditor';

/** /booking/ressurser/{resource} ('opprett' for a new one), spec 3 §2. */
export function ResourceDetailScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const { resourceId = newBookingId } = useParams();
  const isNew = resourceId === newBookingId;
  const existing = useBookingResourceRecord(isNew ? null : resourceId);
  if (!permission) return null;
  if (!isNew && (!existing.data || existing.isError)) {
    return (
      <EditorLoadState error={existing.error} back={{ to: resourceListPath, label: t('booking.resources.title') }} />
    );
  }
  return (
    <ResourceEditor
      key={resourceId}
      resource={isNew ? null : (existing.data ?? null)}
      canWrite={gateAllows('contributor', permission)}
      canDelete={gateAllows('admin', permission)}
    />
  );
}

export { ResourceDetailScreen as Component };
