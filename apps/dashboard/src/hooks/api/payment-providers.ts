/** The payment providers the platform offers, and each provider's settings (betalingslosninger). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PaymentProviderName,
  PaymentProviderOffer,
  PaymentProviderSettings,
  PaymentProviderSettingsUpdate,
} from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { useSiteId } from '../../app/session/session-store';

const offerKey = (siteId: string) => ['sites', siteId, 'payment-providers'] as const;
const settingsKey = (siteId: string, name: string) => ['sites', siteId, 'payment-providers', name] as const;

/** Admins only: the server refuses others, so the screens ask only for them. */
export function usePaymentProviderOffer(enabled: boolean) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: offerKey(siteId),
    queryFn: () => api.get<PaymentProviderOffer>(sitePath(siteId, '/payment-providers')),
    enabled,
  });
}

export function usePaymentProviderSettings(name: PaymentProviderName, enabled: boolean) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: settingsKey(siteId, name),
    queryFn: () =>
      api.get<PaymentProviderSettings>(sitePath(siteId, `/payment-providers/${encodeURIComponent(name)}/settings`)),
    enabled,
  });
}

export function useSavePaymentProviderSettings(name: PaymentProviderName) {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PaymentProviderSettingsUpdate) =>
      api.patch<PaymentProviderSettings>(
        sitePath(siteId, `/payment-providers/${encodeURIComponent(name)}/settings`),
        update,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey(siteId, name), saved);
      // Whether the provider's keys are all in changes what the list lets one switch on.
      void queryClient.invalidateQueries({ queryKey: offerKey(siteId), exact: true });
    },
  });
}
