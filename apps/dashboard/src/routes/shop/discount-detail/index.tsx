import { gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { EditorLoadState } from '../../../components/resource-editor/EditorLoadState';
import { useDiscount } from '../../../hooks/api/discounts';
import { usePermission } from '../../../hooks/api/sites';
import { type DiscountTab, discountListPath, discountPath, discountTabs, newShopId } from '../paths';
import { DiscountEditor } from './DiscountEditor';

const isTab = (tab: string): tab is DiscountTab => (discountTabs as readonly string[]).includes(tab);

/** /butikk/tilbud/{discount}[/{tab}] ('opprett' for a new one), spec 3 §2. */
export function DiscountDetailScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const { discountId = newShopId, tab } = useParams();
  const isNew = discountId === newShopId;
  const existing = useDiscount(isNew ? null : discountId);
  if (tab !== undefined && !isTab(tab)) return <Navigate to={discountPath(discountId)} replace />;
  if (!permission) return null;
  if (!isNew && (!existing.data || existing.isError)) {
    return <EditorLoadState error={existing.error} back={{ to: discountListPath, label: t('shop.discounts.title') }} />;
  }
  return (
    <DiscountEditor
      key={discountId}
      discount={isNew ? null : (existing.data ?? null)}
      tab={tab ?? null}
      canWrite={gateAllows('contributor', permission)}
      canDelete={gateAllows('admin', permission)}
    />
  );
}

export { DiscountDetailScreen as Component };
