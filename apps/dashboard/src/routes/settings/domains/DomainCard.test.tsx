import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { type DomainConfiguration, domainPollMs } from '@vev/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../app/session/session-store';
import { useDomains } from '../../../hooks/api/domains';
import { DomainCard } from './DomainCard';

const pending: DomainConfiguration = {
  domain: 'www.firma.no',
  status: 'PENDING_VALIDATION',
  ip1: null,
  verifyName: '_vev-verify.www.firma.no',
  verifyValue: 'vev-verify=0123456789abcdef0123456789abcdef',
  createdAt: '2026-11-23T10:00:00.000Z',
  expiresAt: '2026-11-26T10:00:00.000Z',
  issuedAt: null,
};

function Domains() {
  const { data } = useDomains(true);
  return data?.map((domain) => <DomainCard key={domain.domain} domain={domain} canonical={false} />);
}

/** The server: the list answers the pending domain; the status call answers `answer` and is counted. */
function fakeServer(answer: DomainConfiguration) {
  const polls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path.endsWith('/site/domain-status'))
      polls.push(new URL(url, 'http://localhost').searchParams.get('domain') ?? '');
    const body = path.endsWith('/site/domains') ? [pending] : path.endsWith('/site/domain-status') ? answer : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return polls;
}

function renderDomains() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <Domains />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('a pending domain on the Domains screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStore.signIn({ id: 'u1', name: 'Ada', profileImage: null });
    sessionStore.chooseSite('s1');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the TXT record, asks again every 10 000 ms, and turns Aktivt once the server issues it', async () => {
    const polls = fakeServer({ ...pending, status: 'ISSUED', expiresAt: null, issuedAt: '2026-11-23T11:00:00.000Z' });
    renderDomains();
    const card = await screen.findByRole('region', { name: 'www.firma.no' });
    expect(within(card).getByText('Venter på bekreftelse')).toBeTruthy();
    expect(within(card).getByLabelText('Navn (vert)').textContent).toBe('_vev-verify.www.firma.no');
    expect(polls).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(domainPollMs + 100));
    expect(polls).toEqual(['www.firma.no']);
    expect(await within(card).findByText('Aktivt')).toBeTruthy();
    expect(within(card).queryByLabelText('Navn (vert)')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(domainPollMs * 2));
    expect(polls).toHaveLength(1);
  });

  it('keeps asking while the record is missing', async () => {
    const polls = fakeServer(pending);
    renderDomains();
    await screen.findByRole('region', { name: 'www.firma.no' });
    await act(() => vi.advanceTimersByTimeAsync(domainPollMs * 3 + 100));
    expect(polls).toHaveLength(3);
  });
});
