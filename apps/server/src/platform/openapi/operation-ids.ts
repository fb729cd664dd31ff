/**
 * Operation ids from method and path, so that every operation has a stable camelCase name that a
 * client generator turns into a function: `GET /pages` → listPages, `GET /pages/:id` → getPage,
 * `POST /pages/:id/publish` → publishPage. A route whose generated name reads poorly names itself
 * with `schema.operationId`.
 */

/** Path segments that say what is done, not what it is done to. */
const actions = new Set([
  'publish',
  'discard',
  'rollback',
  'clone',
  'duplicate',
  'retry',
  'resend',
  'search',
  'export',
  'import',
  'preview',
]);
/** Actions that make one new thing from one: `POST /pages/clone` → clonePage. */
const makesOne = new Set(['clone']);
const writeVerbs: Record<string, string> = { POST: 'create', PUT: 'replace', PATCH: 'update', DELETE: 'delete' };

export interface NamedRoute {
  method: string;
  /** Fastify's form, `/api/sites/:siteId/pages/:id`. */
  url: string;
  /** Whether a GET answers an array (listPages) or one thing (getPage). */
  answersList: boolean;
}

const isParam = (segment: string | undefined) => segment?.startsWith(':') ?? false;

/** `client-credentials` → `client-credential`, `dependencies` → `dependency`; `status` and `media` stay. */
export function singular(word: string): string {
  return word.replace(/ies$/, 'y').replace(/(?<![su])s$/, '');
}

const pascal = (word: string) =>
  word
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

export function operationIdFor({ method, url, answersList }: NamedRoute): string {
  // The site is in every site-scoped path; it names no resource of its own.
  const segments = url
    .replace(/^\/api(?=\/)/, '')
    .replace(/^\/sites\/:siteId(?=\/)/, '')
    .split('/')
    .filter(Boolean);
  const named = segments.flatMap((segment, index) =>
    isParam(segment) ? [] : [{ word: segment, one: isParam(segments[index + 1]) }],
  );
  const last = named.at(-1);
  const verb = method.toUpperCase();
  // A GET of `/site/duplicate/:jobId` reads the thing the action made; it does not repeat the action.
  const lastIsAction = last !== undefined && actions.has(last.word) && !(verb === 'GET' && last.one);

  let action: string;
  let objects = named;
  let lastIsOne = false;
  if (lastIsAction) {
    action = last.word;
    objects = named.slice(0, -1);
    lastIsOne = makesOne.has(action);
  } else if (verb === 'GET') {
    action = answersList ? 'list' : 'get';
  } else {
    action = writeVerbs[verb] ?? verb.toLowerCase();
    lastIsOne = verb === 'POST';
  }
  const words = objects.map(({ word, one }, index) =>
    one || (lastIsOne && index === objects.length - 1) ? singular(word) : word,
  );
  return action + words.map(pascal).join('');
}
