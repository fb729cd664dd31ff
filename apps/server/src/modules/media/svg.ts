/**
 * SVG is a document that can run script. Rather than rewrite it (and risk a parser
 * disagreement between us and the browser), an SVG with anything active or external is
 * refused: scripts, event handlers, foreignObject, embedded documents, DTDs and entities,
 * style sheets that import, and links or url() that point anywhere but into the file itself
 * or to an embedded raster image. Delivery adds a sandboxing CSP on top.
 */

const forbiddenPatterns: RegExp[] = [
  // <script>, also namespaced (<svg:script>) and with whitespace after '<'.
  /<\s*([\w-]+:)?script\b/i,
  /<\s*([\w-]+:)?foreignObject\b/i,
  /<\s*([\w-]+:)?(iframe|embed|object|audio|video|handler|listener)\b/i,
  // Event handler attributes (onload, onclick …), whatever the quoting.
  /[\s"'/]on[a-z]+\s*=/i,
  // Animations that would set a handler or a link.
  /attributeName\s*=\s*["']?\s*(on[a-z]+|(xlink:)?href)\b/i,
  /<!DOCTYPE|<!ENTITY/i,
  /<\?xml-stylesheet/i,
  /@import/i,
  /javascript:|vbscript:/i,
  // url(...) that is not a fragment of this file.
  /url\(\s*(?!["']?\s*#)/i,
];

/** href / xlink:href values: only a fragment or an embedded raster image. */
const linkPattern = /(?:^|[\s"'])(?:[\w-]+:)?href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const allowedLink = /^(#[\w.:-]*|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*)$/;

/** Why the SVG is refused, or null when it is safe to keep. */
export function svgProblem(svg: string): string | null {
  if (forbiddenPatterns.some((pattern) => pattern.test(svg))) return 'active';
  for (const match of svg.matchAll(linkPattern)) {
    const value = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (!allowedLink.test(value)) return 'external';
  }
  return null;
}

export const svgRefusedMessage =
  'SVG-filen inneholder skript, hendelser eller eksterne referanser, og kan ikke lastes opp.';

/** Served with every SVG: no script, no outside resources, and a sandbox even if opened directly. */
export const svgContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
