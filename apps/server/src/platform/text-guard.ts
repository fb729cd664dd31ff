/**
 * PostgreSQL stores no NUL character (U+0000) in text and no unpaired surrogate in jsonb;
 * either would fail deep inside a query as a 500, perhaps after other writes. A request that
 * carries one in its path, query or body is refused up front with 400, before anything runs.
 */
import { describeFieldErrors } from '@vev/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

// NUL, and surrogates that are not part of a pair (in `u` mode a pair is one code point).
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the very character refused here.
const unstorable = /[\u0000\uD800-\uDFFF]/u;

export const unstorableTextMessage = 'Inneholder tegn som ikke kan lagres.';

interface Step {
  key: string;
  parent: Step | null;
}

function pathOf(step: Step | null): string[] {
  const path: string[] = [];
  for (let at = step; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string or key with an unstorable character. Walked with a stack and
 * parent links, so a body nested 100 000 levels deep costs no more than a flat one.
 */
export function findUnstorableText(input: unknown): string[] | null {
  const pending: [unknown, Step | null][] = [[input, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, at] = next;
    if (typeof value === 'string') {
      if (unstorable.test(value)) return pathOf(at);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, item] of Object.entries(value)) {
      const step = { key, parent: at };
      if (unstorable.test(key)) return pathOf(step);
      pending.push([item, step]);
    }
  }
  return null;
}

function refuseUnstorable(input: unknown): void {
  const path = findUnstorableText(input);
  if (!path) return;
  const fields = { [path.join('.') || '_']: unstorableTextMessage };
  throw badRequest(describeFieldErrors(fields), fields);
}

export function registerTextGuard(app: FastifyInstance): void {
  // onRequest, so that even the site-membership lookup never sees such a path.
  app.addHook('onRequest', async (request) => {
    refuseUnstorable(request.params);
    refuseUnstorable(request.query);
  });
  app.addHook('preValidation', async (request) => refuseUnstorable(request.body));
}
