/**
 * Answers of site-scoped GET routes that opt in by naming the cache domains their answer depends on
 * (`config: { cachedBy: ['content'] }`), kept in this process and served again while the site's
 * versions of those domains are the ones they were made under. The versions are read with the
 * session on every request, so a write through any process ends every process's copies at once,
 * and a write in another domain ends none. Only routes whose answer is the same for every member
 * may opt in.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CacheDomain, versionFor } from './site-versions';

declare module 'fastify' {
  interface FastifyContextConfig {
    cachedBy?: readonly CacheDomain[];
  }
}

export const cacheHeader = 'x-vev-cache';

/**
 * A bounded least-recently-used store of serialized answers, each tagged with the version it was made
 * under; an answer's `length` is its size (a string's characters, a buffer's bytes).
 */
export class AnswerCache<Body extends { readonly length: number } = string> {
  private readonly entries = new Map<string, { version: number; body: Body }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntryBytes = maxBytes / 16,
  ) {}

  get(key: string, version: number): Body | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Map order is the recency order: a hit moves to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: number, body: Body): void {
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
  /** The version this request's answer is made under, or null when the route's answer is not kept. */
  const versionOf = (request: FastifyRequest): number | null => {
    const site = request.siteAccess;
    const domains = request.routeOptions.config.cachedBy;
    if (!site || !domains || request.method !== 'GET') return null;
    return versionFor(site.versions, domains);
  };

  app.addHook('preHandler', async (request, reply) => {
    const version = versionOf(request);
    if (version === null) return;
    const body = cache.get(request.url, version);
    if (body === undefined) return;
    reply.header(cacheHeader, 'hit').type('application/json; charset=utf-8');
    return reply.send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const version = versionOf(request);
    if (version === null) return payload;
    if (reply.statusCode === 200 && typeof payload === 'string' && !reply.hasHeader(cacheHeader)) {
      cache.set(request.url, version, payload);
    }
    return payload;
  });
}
