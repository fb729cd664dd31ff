/** A local HTTP endpoint that keeps every webhook it receives exactly as sent, for the payment provider tests. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookRequest } from '../src/modules/payments/provider';

export interface WebhookInbox {
  url(path: string): string;
  received: WebhookRequest[];
  close(): Promise<void>;
}

export async function startWebhookInbox(): Promise<WebhookInbox> {
  const received: WebhookRequest[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      received.push({
        method: request.method ?? 'POST',
        pathAndQuery: request.url ?? '/',
        host: request.headers.host ?? '',
        headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
