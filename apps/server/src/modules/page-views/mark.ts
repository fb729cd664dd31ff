/** The storefront's mark on a request that shows a visitor a page; `storefront.ts` records it once answered. */
import type { FastifyRequest } from 'fastify';

const shown = new WeakMap<FastifyRequest, { siteId: string; path: string }>();

/** Called where the storefront sends a page (status 200, not a preview); only GETs are views. */
export function markPageView(request: FastifyRequest, siteId: string, path: string): void {
  if (request.method === 'GET') shown.set(request, { siteId, path });
}

export const markedPageView = (request: FastifyRequest) => shown.get(request);
