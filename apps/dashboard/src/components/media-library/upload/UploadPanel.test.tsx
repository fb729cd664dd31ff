import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../app/session/session-store';
import { UploadPanel } from './UploadPanel';

/** A stand-in for the browser's XMLHttpRequest: the test reports progress and answers. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Notifications />
        <UploadPanel fileType="image" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

function drop(files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Opplastinger' })).getByRole('listitem', { name });

describe('upload panel: the queue as the user sees it', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    // biome-ignore lint/suspicious/noDocumentCookie: the client reads the CSRF token from this very cookie
    document.cookie = 'csrf_token=token-fra-cookie';
    sessionStore.signIn({ id: 'u1', name: 'Ada', profileImage: null });
    sessionStore.chooseSite('s1');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('shows queued, a real progress bar, done and errors, then "Filer lastet opp"', async () => {
    renderPanel();
    drop([
      new File(['a'], 'fjord.png', { type: 'image/png' }),
      new File(['b'], 'fjell.jpg', { type: 'image/jpeg' }),
      new File(['c'], 'notat.pdf', { type: 'application/pdf' }),
    ]);

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const first = FakeXhr.sent[0] as FakeXhr;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/sites/s1/media');
    expect(first.withCredentials).toBe(true);
    expect(first.headers['x-csrf-token']).toBe('token-fra-cookie');
    expect((first.body as FormData).get('file')).toMatchObject({ name: 'fjord.png' });

    expect(within(row('fjell.jpg')).getByText('I kø')).toBeTruthy();
    expect(within(row('notat.pdf')).getByText('Feil filtype (aksepterer jpg, png, gif, webp, avif, svg)')).toBeTruthy();

    act(() => first.progress(30, 100));
    const bar = within(row('fjord.png')).getByRole('progressbar', { name: 'Laster opp fjord.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(within(row('fjord.png')).getByText('Laster opp 30 %')).toBeTruthy();

    act(() => first.answer(200, { _id: 'm1', original_filename: 'fjord.png' }));
    await waitFor(() => expect(within(row('fjord.png')).getByText('Ferdig')).toBeTruthy());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));

    act(() => (FakeXhr.sent[1] as FakeXhr).answer(400, { error: 'wrongType', message: 'Innholdet er ikke et bilde.' }));
    await waitFor(() => expect(within(row('fjell.jpg')).getByText('Innholdet er ikke et bilde.')).toBeTruthy());
    expect(await screen.findByText('Filer lastet opp')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Fjern ferdige' }));
    expect(screen.queryByRole('list', { name: 'Opplastinger' })).toBeNull();
  });
});
