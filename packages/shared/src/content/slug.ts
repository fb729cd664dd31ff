/** Slugs and slug paths (spec 1 §5): Norwegian letters folded, 'draft-' and 'index' map to an empty path. */

const folded: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ä: 'a', ö: 'o', ü: 'u', é: 'e', è: 'e', ß: 'ss' };

export function slugify(title: string): string {
  const slug = title
    .toLocaleLowerCase('nb')
    .replace(/[æøåäöüéèß]/g, (letter) => folded[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'side';
}

/** A slug that is not among the taken ones: 'om-oss', then 'om-oss-2', 'om-oss-3' … */
export function uniqueSlug(wanted: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(wanted)) return wanted;
  for (let n = 2; ; n += 1) {
    const candidate = `${wanted}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** A slug that stands for "no path of its own" in URLs. */
export function isEmptyPathSlug(slug: string): boolean {
  return slug === 'index' || slug.startsWith('draft-');
}

/** The URL path of a page from its ancestors' slugs and its own: '/om-oss/ansatte'. */
export function slugPath(slugs: string[]): string {
  const parts = slugs.filter((slug) => slug && !isEmptyPathSlug(slug));
  return `/${parts.join('/')}`;
}
