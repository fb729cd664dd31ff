/**
 * Answers of site-scoped GET routes that opt in (`config: { cachedBySiteContent: true }`), kept in
 * this process and served again while the site's content version is the one they were made under.
 * The version is read with the session on every request, so a write through any process ends every
 * process's copies at once. Only routes whose answer is the same for every member may opt in.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    cachedBySiteContent?: boolean;
  }
}

export const cacheHeader = 'x-vev-cache';

/** A bounded least-recently-used store of serialized answers, each tagged with its content version. */
export class AnswerCache {
  private readonly entries = new Map<string, { version: number; body: string }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntryBytes = maxBytes / 16,
  ) {}

  get(key: string, version: number): string | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Map order is the recency order: a hit moves to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: number, body: string): void {
    this.remove(key);
    if (body.length > this.maxEntryBytes) return;
    this.entries.set(key, { version, body });
    this.bytes += body.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}

/** Serves and stores the opted-in routes' answers; runs after access control has read the version. */
export function registerAnswerCache(app: FastifyInstance, cache: AnswerCache): void {
  const cacheable = (method: string, cached: boolean | undefined) => cached === true && method === 'GET';

  app.addHook('preHandler', async (request, reply) => {
    const site = request.siteAccess;
    if (!site || !cacheable(request.method, request.routeOptions.config.cachedBySiteContent)) return;
    const body = cache.get(request.url, site.contentVersion);
    if (body === undefined) return;
    reply.header(cacheHeader, 'hit').type('application/json; charset=utf-8');
    return reply.send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const site = request.siteAccess;
    if (!site || !cacheable(request.method, request.routeOptions.config.cachedBySiteContent)) return payload;
    if (reply.statusCode === 200 && typeof payload === 'string' && !reply.hasHeader(cacheHeader)) {
      cache.set(request.url, site.contentVersion, payload);
    }
    return payload;
  });
}
