/**
 * The messages react-hook-form holds for one prop: a message of its own, and under it the messages
 * of its parts (an object's fields, a list's items, a link's address), as the schema's paths nest.
 */
export type ErrorTree = { message?: unknown; [part: string]: unknown } | undefined;

/** The prop's own message. */
export const ownMessage = (errors: ErrorTree): string | undefined =>
  typeof errors?.message === 'string' ? errors.message : undefined;

/** The messages of a part (an object's field, a list's item). */
export const partErrors = (errors: ErrorTree, part: string | number): ErrorTree => {
  const child = errors?.[String(part)];
  return typeof child === 'object' && child !== null ? (child as ErrorTree) : undefined;
};

/** The first message anywhere in the tree, for a field that shows its parts' messages in one place. */
export function firstMessage(errors: ErrorTree): string | undefined {
  const own = ownMessage(errors);
  if (own || !errors) return own;
  for (const [key, child] of Object.entries(errors)) {
    if (key === 'ref' || key === 'type' || typeof child !== 'object' || child === null) continue;
    const message = firstMessage(child as ErrorTree);
    if (message) return message;
  }
  return undefined;
}
