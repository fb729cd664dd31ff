/** What both fakes share: a node:http server on a free local port, bodies, answers and webhook delivery. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
  /** text/html instead of JSON (the fakes' payment pages) */
  html?: boolean;
  location?: string;
}

export interface FakeServer {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startFakeServer(
  handle: (request: FakeRequest) => Promise<FakeAnswer> | FakeAnswer,
  port = 0,
): Promise<FakeServer> {
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      Promise.resolve(
        handle({
          method: incoming.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
        .catch((error: unknown) => ({ status: 500, body: { error: String(error) } }) as FakeAnswer)
        .then((answer) => {
          const headers: Record<string, string> = {
            'content-type': answer.html ? 'text/html; charset=utf-8' : 'application/json',
          };
          if (answer.location) headers.location = answer.location;
          outgoing.writeHead(answer.status, headers);
          outgoing.end(answer.html ? String(answer.body) : JSON.stringify(answer.body));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Delivery {
  url: string;
  headers: Record<string, string>;
  body: string;
  status: number | null;
}

/** Sends webhooks after the answer that caused them, as the real services do; `settled` lets a test wait. */
export class WebhookSender {
  readonly deliveries: Delivery[] = [];
  private pending = new Set<Promise<void>>();

  send(url: string, headers: Record<string, string>, body: string): void {
    const delivery: Delivery = { url, headers, body, status: null };
    this.deliveries.push(delivery);
    const sending = fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
      .then(async (response) => {
        delivery.status = response.status;
        await response.arrayBuffer();
      })
      .catch(() => {
        delivery.status = 0;
      })
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The fakes' payment page: what the buyer sees instead of Stripe's or Vipps MobilePay's own. */
export function paymentPage(title: string, lines: string[], actions: Array<{ label: string; value: string }>): string {
  const buttons = actions
    .map(
      (action) =>
        `<button type="submit" name="action" value="${escapeHtml(action.value)}">${escapeHtml(action.label)}</button>`,
    )
    .join(' ');
  return `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto">
<h1>${escapeHtml(title)}</h1>
<p><strong>Sandkasse:</strong> ingen ekte penger trekkes.</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<form method="post">${buttons}</form>
</body></html>`;
}
