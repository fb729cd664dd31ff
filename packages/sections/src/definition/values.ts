/** Rules for values that end up in HTML attributes and CSS, applied when saving and again when rendering. */

/** Addresses a link may go to: the web, a path on the site, an anchor, e-mail and phone. */
const safeHref = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*|#[^\s]*|mailto:[^\s]+|tel:[+\d][\d\s-]*)$/i;
/** Images come from the web or the site's own media delivery. */
const safeImageUrl = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;
const rgba = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+|1\.0+)\s*)?\)$/;
const hex = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const fontFamily = /^[\p{L}\p{N} _-]{1,80}$/u;

export const valueMessages = {
  link: 'Ugyldig lenke. Bruk en adresse som starter med https://, /, #, mailto: eller tel:.',
  image: 'Ugyldig bildeadresse.',
  color: 'Ugyldig farge. Bruk rgba(r,g,b,a) eller #rrggbb.',
  fontFamily: 'Ugyldig skriftnavn.',
} as const;

export const isSafeHref = (url: string) => safeHref.test(url.trim());
export const isSafeImageUrl = (url: string) => safeImageUrl.test(url.trim());

export function isColor(value: string): boolean {
  if (hex.test(value)) return true;
  const match = rgba.exec(value);
  return !!match && match.slice(1, 4).every((channel) => Number(channel) <= 255);
}

export const isFontFamily = (value: string) => fontFamily.test(value);

/** Where the storefront may load a font file from: the web or the site's media, nothing that breaks out of CSS. */
export const isFontFileUrl = (url: string) => isSafeImageUrl(url) && !/["'()\\]/.test(url);

/** The address to put in `href`, or undefined when it is empty or not safe. */
export const safeHrefOrUndefined = (url: string | null | undefined) =>
  url && isSafeHref(url) ? url.trim() : undefined;

/** The colour to put in CSS, or undefined when it is empty or not a colour. */
export const safeColorOrUndefined = (value: string | null | undefined) => (value && isColor(value) ? value : undefined);
