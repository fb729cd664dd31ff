/** The shop's customers (spec 3 §7 'Orders and customers'); a customer's orders are `useOrderList({ customer })`. */
import { useMutation } from '@tanstack/react-query';
import type { Customer, CustomerCreate, CustomerExport, CustomerUpdate } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';
import { createResourceHooks } from './resource-hooks';

export const customerKeys = resourceKeys('customers');

const customers = createResourceHooks<Customer, CustomerCreate | CustomerUpdate>({
  keys: customerKeys,
  path: '/customers',
  // The editor shows 'Finner ikke kunde' itself.
  quietRecord: true,
});

/** `GET customers` with the spec's `name` and `anonymous` ('false': customers with an account). */
export const useCustomerList = (filter: { name?: string | undefined; anonymous?: 'true' | 'false' | undefined }) =>
  customers.useList(filter);
export const useCustomer = customers.useRecord;
export const useSaveCustomer = customers.useSave;
export const useDeleteCustomer = customers.useDelete;

/** Downloads everything the shop holds about the customer as a JSON file (admins; GDPR). */
export function useExportCustomer() {
  const siteId = useSiteId();
  return useMutation({
    mutationFn: async (id: string) => {
      const data = await api.get<CustomerExport>(sitePath(siteId, `/customers/${encodeURIComponent(id)}/export`));
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: `kunde-${id}.json` });
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
