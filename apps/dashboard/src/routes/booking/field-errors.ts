/** react-hook-form's nested errors under one field as `{ 'path.to.field': message }`, for list editors. */
export function nestedErrors(tree: unknown, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  if (!tree || typeof tree !== 'object') return found;
  for (const [key, value] of Object.entries(tree)) {
    if (key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (key === 'message' && typeof value === 'string') found[prefix] = value;
    else Object.assign(found, nestedErrors(value, path));
  }
  return found;
}
