/**
 * References in a copied document: ids of what was copied become the copies' ids (also inside
 * strings such as media URLs and rich text), and references to what stays behind are left out.
 * References take many shapes (`{ ref }`, gallery images by `_id`, link `page` ids, `parent`,
 * `componentRef`), so the walk goes by the ids themselves rather than by each shape.
 */

export interface ReferenceRewrite {
  /** Each copied resource's id, with its copy's id. */
  copied: ReadonlyMap<string, string>;
  /** Ids the documents refer to whose resources are not copied. */
  leftBehind: ReadonlySet<string>;
}

/** Ids are ULIDs (lower case); one inside a longer string stands between non-alphanumerics. */
const idToken = /(?<![0-9a-z])[0-9a-hjkmnp-tv-z]{26}(?![0-9a-z])/g;

/** Every id-shaped token in a value's strings: the candidates to look up. */
export function idTokensIn(value: unknown): Set<string> {
  return new Set(JSON.stringify(value ?? null).match(idToken) ?? []);
}

const leftOut = Symbol('left out');
type Rewritten = unknown | typeof leftOut;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rules, in order: a string that is a left-behind id is left out (null as a field, removed from a
 * list); an object that refers to a left-behind id by `ref` or `_id` is left out likewise; a list
 * item that loses such an object (a gallery item's image, a section's `componentRef`) goes with it;
 * every copied id inside a string (or a key) becomes its copy's id.
 */
export function rewriteReferences<T>(value: T, rewrite: ReferenceRewrite): T {
  const result = rewriteValue(value, rewrite, false);
  return (result === leftOut ? null : result) as T;
}

const copiedIds = (text: string, copied: ReadonlyMap<string, string>) =>
  text.replace(idToken, (id) => copied.get(id) ?? id);

function refersToLeftBehind(value: Record<string, unknown>, leftBehind: ReadonlySet<string>): boolean {
  return [value.ref, value._id].some((id) => typeof id === 'string' && leftBehind.has(id));
}

function rewriteValue(value: unknown, rewrite: ReferenceRewrite, inList: boolean): Rewritten {
  if (typeof value === 'string') return rewrite.leftBehind.has(value) ? leftOut : copiedIds(value, rewrite.copied);
  if (Array.isArray(value)) {
    return value.map((item) => rewriteValue(item, rewrite, true)).filter((item) => item !== leftOut);
  }
  if (!isObject(value)) return value;
  if (refersToLeftBehind(value, rewrite.leftBehind)) return leftOut;
  const result: Record<string, unknown> = {};
  let lostReference = false;
  for (const [key, field] of Object.entries(value)) {
    const rewritten = rewriteValue(field, rewrite, false);
    if (rewritten === leftOut && isObject(field)) lostReference = true;
    result[copiedIds(key, rewrite.copied)] = rewritten === leftOut ? null : rewritten;
  }
  return inList && lostReference ? leftOut : result;
}
