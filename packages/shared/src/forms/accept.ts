/**
 * A file field's `accept` (`image/*,.pdf`) in words a visitor reads ('bilder og PDF'): the browser's
 * own syntax means little to someone choosing a file, so messages and the field's note use this.
 */

const groups: Record<string, string> = { image: 'bilder', video: 'video', audio: 'lyd', text: 'tekstfiler' };

/** One token of `accept`: a group (`image/*`), a type (`application/pdf`) or an extension (`.pdf`). */
function acceptTokenText(token: string): string {
  if (token.startsWith('.')) return token.slice(1).toUpperCase();
  const [group = '', subtype = ''] = token.split('/');
  if (subtype === '*') return groups[group] ?? token;
  // `application/pdf` reads as PDF, `image/png` as PNG; a long vendor type stays as it is.
  const short = subtype.replace(/^x-/, '');
  return /^[a-z0-9]{1,5}$/.test(short) ? short.toUpperCase() : token;
}

/** 'bilder og PDF'; empty for an empty `accept` (every type the media library takes). */
export function formAcceptText(accept: string): string {
  const words = [
    ...new Set(
      accept
        .split(',')
        .map((token) => token.trim().toLowerCase())
        .filter(Boolean)
        .map(acceptTokenText),
    ),
  ];
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} og ${words.at(-1)}`;
}
