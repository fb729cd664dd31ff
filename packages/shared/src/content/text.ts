/** Cutting and measuring text the way the spec says (spec 1 §5, §9). */

/** Cuts at `max` characters and adds '...' when it had to cut. */
export function truncate(text: string, max: number, ellipsis = '...'): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}${ellipsis}` : text;
}

export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const searchDescriptionMax = 170;
export const sectionTitleMax = 75;

/** A search result's description: at most 170 characters, then '...'. */
export const searchResultDescription = (text: string) => truncate(text, searchDescriptionMax, '...');

/** A section's preview title: HTML stripped, at most 75 characters with an ellipsis. */
export const sectionPreviewTitle = (html: string) => truncate(stripHtml(html), sectionTitleMax, '…');

/** Recommended lengths for search and social previews (spec 1 §5); beyond them the counter warns. */
export const seoRecommendedLengths = {
  metaTitle: 60,
  metaDescription: 155,
  ogTitle: 60,
  ogDescription: 200,
  twitterTitle: 70,
  twitterDescription: 200,
} as const;

export const exceedsRecommendedLength = (text: string | null | undefined, max: number) => (text ?? '').length > max;

/** 'Felter kopiert: Tittel og Ingress' / '… Tittel, Ingress og 3 andre' (at most two named). */
export function copiedFieldsMessage(prefix: string, labels: string[]): string {
  if (labels.length === 0) return prefix;
  if (labels.length === 1) return `${prefix}: ${labels[0]}`;
  if (labels.length === 2) return `${prefix}: ${labels[0]} og ${labels[1]}`;
  return `${prefix}: ${labels[0]}, ${labels[1]} og ${labels.length - 2} andre`;
}
