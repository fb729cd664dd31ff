/**
 * A visitor of a shop on a real server process, as a browser without JavaScript: the cart and the
 * checkout forms posted to the shop's host with the cart cookie. `fetch` cannot name another Host
 * than the one it connects to, so this speaks node:http to 127.0.0.1 with the shop's Host header.
 */
import http from 'node:http';

export interface ShopResponse {
  status: number;
  location: string;
  body: string;
}

export interface Buyer {
  view(pathname: string): Promise<ShopResponse>;
  post(pathname: string, form: Record<string, string>): Promise<ShopResponse>;
}

/**
 * A new visitor of the shop at `host` (such as demobutikk.localhost:3000) on the server at url;
 * `address` is sent as X-Forwarded-For (a server with TRUST_PROXY sees each visitor's own address,
 * so many visitors stay under the storefront's cart-creation limit per address).
 */
export function buyerOf(url: string, host: string, address?: string): Buyer {
  const { hostname, port } = new URL(url);
  let cookie = '';
  const request = (method: 'GET' | 'POST', pathname: string, form?: Record<string, string>) =>
    new Promise<ShopResponse>((resolve, reject) => {
      const payload = form ? new URLSearchParams(form).toString() : undefined;
      const headers: Record<string, string> = {
        host,
        ...(cookie ? { cookie } : {}),
        ...(address ? { 'x-forwarded-for': address } : {}),
      };
      if (payload !== undefined) {
        headers.origin = `http://${host}`;
        headers['content-type'] = 'application/x-www-form-urlencoded';
      }
      const sent = http.request({ hostname, port, method, path: pathname, headers, timeout: 15_000 }, (response) => {
        const set = (response.headers['set-cookie'] ?? []).find((line) => line.startsWith('vev_cart='));
        if (set) cookie = set.split(';')[0] ?? '';
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? '', body }),
        );
        response.on('error', reject);
      });
      sent.on('timeout', () => sent.destroy(new Error(`${method} ${pathname} timed out`)));
      sent.on('error', reject);
      sent.end(payload);
    });
  return {
    view: (pathname) => request('GET', pathname),
    post: (pathname, form) => request('POST', pathname, form),
  };
}

/** The checkout form's hidden Idempotency-Key. */
export const idempotencyKeyIn = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? '';
