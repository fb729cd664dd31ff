/** /innstillinger/betalingslosninger and a provider's own screen, over a stubbed API. */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  defaultPaymentProviders,
  type PaymentProviderOffer,
  type PaymentProviderSettings,
  type PermissionLevel,
  type Site,
} from '@vev/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../api/query-keys';
import { sessionStore } from '../../../app/session/session-store';
import { loadSettingsCatalogue } from '../../../i18n';
import { PaymentProviderDetailScreen } from '../payment-provider-detail';
import { PaymentProvidersScreen } from '.';

await loadSettingsCatalogue();

const site = { _id: 's1', hasEcommerce: true, paymentProviders: defaultPaymentProviders } as unknown as Site;
const allOffered: PaymentProviderOffer = {
  providers: [
    { name: 'faktura', external: false, ready: true },
    { name: 'testkort', external: false, ready: true },
    { name: 'stripe', external: true, ready: false },
    { name: 'vipps', external: true, ready: false },
  ],
};
const stripeSettings: PaymentProviderSettings = {
  name: 'stripe',
  external: true,
  settings: null,
  secrets: { secretKey: { set: true, last4: 'abcd' }, webhookSecret: { set: false, last4: null } },
  webhookUrl: 'http://localhost:3000/api/payments/stripe/webhook/s1',
  updatedAt: null,
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Renders the screens at `path` with the API answering from the given values; records every call. */
function renderAt(
  path: string,
  options: {
    permission?: PermissionLevel;
    offer?: PaymentProviderOffer;
    settings?: PaymentProviderSettings;
    answer?: (call: Call) => Response | undefined;
  } = {},
) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url: String(input),
      body: init.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    const given = options.answer?.(call);
    if (given) return given;
    const json = (value: unknown) =>
      new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });
    if (call.url.endsWith('/payment-providers')) return json(options.offer ?? allOffered);
    if (call.url.includes('/settings')) {
      return json(call.method === 'PATCH' ? { ...options.settings } : options.settings);
    }
    if (call.url.endsWith('/site')) return json({ ...site, ...(call.body as object) });
    return json({});
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(queryKeys.site('s1'), site);
  client.setQueryData(queryKeys.permissions('s1'), { permission: options.permission ?? 'admin' });
  const routes = [
    { path: '/innstillinger', element: <h1>Innstillinger</h1> },
    { path: '/innstillinger/betalingslosninger', element: <PaymentProvidersScreen /> },
    { path: '/innstillinger/betalingslosninger/:provider', element: <PaymentProviderDetailScreen /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Notifications />
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { calls, router };
}

const patches = (calls: Call[]) => calls.filter((call) => call.method === 'PATCH');

describe('betalingslosninger', () => {
  beforeEach(() => {
    sessionStore.signIn({ id: 'u1', name: 'Ada', profileImage: null });
    sessionStore.chooseSite('s1');
  });
  afterEach(() => {
    notifications.clean();
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('lists the providers with Aktiv and Standard; Testkort as default is saved with PATCH site', async () => {
    const { calls } = renderAt('/innstillinger/betalingslosninger');
    expect(await screen.findByRole('heading', { level: 1, name: 'Betalingsløsninger' })).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'FakturaInnebygd',
      'TestkortInnebygd',
      'StripeMangler nøkler',
      'Vipps MobilePayMangler nøkler',
    ]);
    expect((screen.getByRole('radio', { name: 'Standard: Faktura' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Aktiv: Stripe' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Innstillinger for Vipps MobilePay' }).getAttribute('href')).toBe(
      '/innstillinger/betalingslosninger/vipps',
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Standard: Testkort' }));
    expect(patches(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toMatchObject({
      url: '/api/sites/s1/site',
      body: {
        paymentProviders: [
          { name: 'faktura', enabled: true, default: false },
          { name: 'testkort', enabled: true, default: true },
          { name: 'stripe', enabled: false, default: false },
          { name: 'vipps', enabled: false, default: false },
        ],
      },
    });
    expect(await screen.findByText('Innstillinger lagret')).toBeTruthy();
  });

  it('refuses turning off the default before asking the server, and shows the server refusal on the row', async () => {
    const { calls } = renderAt('/innstillinger/betalingslosninger', {
      answer: (call) =>
        call.method === 'PATCH'
          ? new Response(
              JSON.stringify({
                error: 'badRequest',
                message: 'Ugyldig',
                fields: { 'paymentProviders.2.enabled': 'Legg inn nøkler for Stripe før du slår den på.' },
              }),
              { status: 400, headers: { 'content-type': 'application/json' } },
            )
          : undefined,
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Aktiv: Faktura' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Standard betalingsløsning må være aktiv.')).toBeTruthy();
    expect(patches(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('switch', { name: 'Aktiv: Faktura' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Aktiv: Stripe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Legg inn nøkler for Stripe før du slår den på.')).toBeTruthy();
    expect(patches(calls)).toHaveLength(1);
  });

  it("'Avbryt' with changes asks first, and discarding puts the saved choices back", async () => {
    const { router } = renderAt('/innstillinger/betalingslosninger');
    fireEvent.click(await screen.findByRole('switch', { name: 'Aktiv: Testkort' }));
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Du har endringer som ikke er lagret. Vil du forkaste dem?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Behold endringene' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forkast endringene' }));
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Aktiv: Testkort' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(router.state.location.pathname).toBe('/innstillinger/betalingslosninger');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Without changes, 'Avbryt' goes back to the settings.
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/innstillinger'));
  });

  it('leaving for a provider screen with unsaved changes asks first', async () => {
    const { router } = renderAt('/innstillinger/betalingslosninger');
    fireEvent.click(await screen.findByRole('switch', { name: 'Aktiv: Testkort' }));
    fireEvent.click(screen.getByRole('link', { name: 'Innstillinger for Faktura' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/ulagrede endringer/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/innstillinger/betalingslosninger');
  });

  it("a platform that offers none shows 'Ingen betalingsløsninger tilgjengelig'", async () => {
    renderAt('/innstillinger/betalingslosninger', { offer: { providers: [] } });
    expect(await screen.findByText('Ingen betalingsløsninger tilgjengelig')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lagre' })).toBeNull();
  });

  it('a contributor is told the screen is for administrators, and the server is not asked', async () => {
    const { calls } = renderAt('/innstillinger/betalingslosninger', { permission: 'contributor' });
    expect(await screen.findByText('Ingen tilgang')).toBeTruthy();
    renderAt('/innstillinger/betalingslosninger/stripe', { permission: 'contributor' });
    expect(calls.filter((call) => call.url.includes('payment-providers'))).toEqual([]);
  });

  it("Stripe's screen shows which keys are stored and the webhook address, and sends only new values", async () => {
    const { calls } = renderAt('/innstillinger/betalingslosninger/stripe', { settings: stripeSettings });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stripe' })).toBeTruthy();
    expect(await screen.findByText('Lagret (slutter på abcd)')).toBeTruthy();
    expect(screen.getByText('Ikke lagt inn')).toBeTruthy();
    expect(screen.getByLabelText('Webhook-adresse').textContent).toBe(
      'http://localhost:3000/api/payments/stripe/webhook/s1',
    );
    const secret = screen.getByLabelText('Hemmelig nøkkel (secret key)') as HTMLInputElement;
    expect(secret.value).toBe('');
    fireEvent.change(screen.getByLabelText('Webhook-hemmelighet'), { target: { value: 'whsec_ny' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toMatchObject({
      url: '/api/sites/s1/payment-providers/stripe/settings',
      body: { secrets: { webhookSecret: 'whsec_ny' } },
    });
    expect(await screen.findByText('Innstillinger lagret')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Webhook-hemmelighet') as HTMLInputElement).value).toBe(''));
  });

  it("Faktura's screen checks the organisation number (MOD11) before saving", async () => {
    const faktura: PaymentProviderSettings = {
      name: 'faktura',
      external: false,
      settings: {
        companyName: '',
        organizationNumber: '',
        accountNumber: '',
        dueDays: 14,
        address: '',
        postalCode: '',
        city: '',
        email: '',
      },
      secrets: {},
      webhookUrl: null,
      updatedAt: null,
    };
    const { calls } = renderAt('/innstillinger/betalingslosninger/faktura', { settings: faktura });
    const number = await screen.findByLabelText('Organisasjonsnummer');
    fireEvent.change(number, { target: { value: '923609017' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Organisasjonsnummeret må ha 9 siffer og være gyldig.')).toBeTruthy();
    expect(patches(calls)).toHaveLength(0);
    fireEvent.change(number, { target: { value: '923 609 016' } });
    fireEvent.change(screen.getByLabelText('Kontonummer'), { target: { value: '1234.56.78903' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.body).toMatchObject({
      settings: { organizationNumber: '923609016', accountNumber: '12345678903', dueDays: 14 },
    });
  });

  it('an unknown provider is a page that does not exist', async () => {
    renderAt('/innstillinger/betalingslosninger/paypal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Siden finnes ikke' })).toBeTruthy();
  });
});
