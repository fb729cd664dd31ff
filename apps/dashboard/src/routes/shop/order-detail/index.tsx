import { gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { EditorLoadState } from '../../../components/resource-editor/EditorLoadState';
import { useOrder } from '../../../hooks/api/orders';
import { usePermission } from '../../../hooks/api/sites';
import { newShopId, orderListPath, orderPath, orderTabs } from '../paths';
import { CreateDraft } from './CreateDraft';
import { DraftOrderEditor } from './DraftOrderEditor';
import { OrderEditor } from './OrderEditor';

const isTab = (tab: string) => (orderTabs as readonly string[]).includes(tab);

/** /butikk/ordrer/{order}[/betalinger][?revision=…] (spec 3 §2); a draft opens the draft screen, /butikk/ordrer/opprett makes one. */
export function OrderDetailScreen() {
  const { t } = useTranslation();
  const { orderId = '', tab } = useParams();
  const [search] = useSearchParams();
  const revision = search.get('revision');
  const permission = usePermission();
  const order = useOrder(orderId === newShopId ? '' : orderId, revision);
  if (orderId === newShopId) return <CreateDraft />;
  if (tab !== undefined && !isTab(tab)) return <Navigate to={orderPath(orderId)} replace />;
  if (!order.data || order.isError || !permission) {
    return <EditorLoadState error={order.error} back={{ to: orderListPath, label: t('shop.orders.title') }} />;
  }
  if (order.data.draft && !revision) {
    return <DraftOrderEditor order={order.data} canWrite={gateAllows('contributor', permission)} />;
  }
  return (
    <OrderEditor
      key={`${order.data._id}-${revision ?? 'current'}`}
      order={order.data}
      tab={tab === 'betalinger' ? 'betalinger' : null}
      // A revision is read-only (spec 3 §4); readers only look (the server refuses them too).
      canWrite={gateAllows('contributor', permission) && !order.data.revision && !revision}
    />
  );
}

export { OrderDetailScreen as Component };
