/** The paths of every message in a react-hook-form's errors ('label', 'conditions.0.targetValue'), so a modal can open the tab that holds the first. */
export function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([name, value]) => {
    if (!value || typeof value !== 'object' || name === 'ref') return [];
    const path = prefix ? `${prefix}.${name}` : name;
    return 'message' in value && typeof value.message === 'string' ? [path] : errorPaths(value, path);
  });
}
