/**
 * A visitor of a site's storefront in the tests: keeps the cart cookie the answers set, and posts
 * forms as the browser does (urlencoded, from the site's own origin unless told otherwise).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from './harness';

/** `address`: the visitor's own (X-Forwarded-For), where an answer is limited per address. */
export function storefrontVisitor(
  server: Pick<TestServer, 'inject'>,
  host: string,
  options: { address?: string } = {},
) {
  let cookie = '';
  const address: Record<string, string> = options.address ? { 'x-forwarded-for': options.address } : {};
  const remember = (response: LightMyRequestResponse) => {
    const set = response.cookies.find((entry) => entry.name === 'vev_cart');
    if (set) cookie = `vev_cart=${set.value}`;
    return response;
  };
  return {
    get cookie() {
      return cookie;
    },
    view: async (url: string) =>
      remember(await server.inject({ method: 'GET', url, headers: { host, cookie, ...address } })),
    post: async (
      url: string,
      form: Record<string, string>,
      headers: Record<string, string> = { origin: `http://${host}` },
    ) =>
      remember(
        await server.inject({
          method: 'POST',
          url,
          headers: { host, 'content-type': 'application/x-www-form-urlencoded', cookie, ...address, ...headers },
          payload: new URLSearchParams(form).toString(),
        }),
      ),
  };
}
