/** Keys for list items that have no id of their own: their content, with a counter for repeats. */
export function keyed<T>(items: readonly T[]): [string, T][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const content = JSON.stringify(item) ?? '';
    const repeat = seen.get(content) ?? 0;
    seen.set(content, repeat + 1);
    return [`${content}#${repeat}`, item];
  });
}
