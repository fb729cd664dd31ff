import { gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EditorLoadState } from '../../../components/resource-editor/EditorLoadState';
import { useBookingServiceRecord } from '../../../hooks/api/booking';
import { usePermission } from '../../../hooks/api/sites';
import { newBookingId, serviceListPath } from '../paths';
import { ServiceEditor } from './ServiceEditor';

/** /booking/tjenester/{service} ('opprett' for a new one), spec 3 §2. */
export function ServiceDetailScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const { serviceId = newBookingId } = useParams();
  const isNew = serviceId === newBookingId;
  const existing = useBookingServiceRecord(isNew ? null : serviceId);
  if (!permission) return null;
  if (!isNew && (!existing.data || existing.isError)) {
    return (
      <EditorLoadState error={existing.error} back={{ to: serviceListPath, label: t('booking.services.title') }} />
    );
  }
  return (
    <ServiceEditor
      key={serviceId}
      service={isNew ? null : (existing.data ?? null)}
      canWrite={gateAllows('contributor', permission)}
      canDelete={gateAllows('admin', permission)}
    />
  );
}

export { ServiceDetailScreen as Component };
