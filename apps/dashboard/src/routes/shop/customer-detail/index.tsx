import { customerMessages, gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { EditorLoadState } from '../../../components/resource-editor/EditorLoadState';
import { useCustomer } from '../../../hooks/api/customers';
import { usePermission } from '../../../hooks/api/sites';
import { type CustomerTab, customerListPath, customerPath, customerTabs } from '../paths';
import { CustomerEditor } from './CustomerEditor';

const isTab = (tab: string): tab is CustomerTab => (customerTabs as readonly string[]).includes(tab);

/** /butikk/kunder/{customer}[/ordrer] (spec 3 §2); a new customer is made in the list's dialog. */
export function CustomerDetailScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const { customerId = '', tab } = useParams();
  const customer = useCustomer(customerId);
  if (tab !== undefined && !isTab(tab)) return <Navigate to={customerPath(customerId)} replace />;
  if (!permission) return null;
  if (!customer.data || customer.isError) {
    return (
      <EditorLoadState
        error={customer.error}
        back={{ to: customerListPath, label: t('shop.customers.title') }}
        missingTitle={customerMessages.notFound}
      />
    );
  }
  return (
    <CustomerEditor
      key={customerId}
      customer={customer.data}
      tab={tab ?? null}
      canWrite={gateAllows('contributor', permission)}
      isAdmin={gateAllows('admin', permission)}
    />
  );
}

export { CustomerDetailScreen as Component };
