/**
 * The storefront's response headers. It is another origin than the dashboard: its own content
 * security policy (its assets, media from the platform, the theme's font services, the video
 * embeds' players), and framing only by the dashboard, only for a preview.
 */
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';

export type CacheKind = 'public' | 'private' | 'preview';

const cacheControl: Record<CacheKind, string> = {
  public: 'public, max-age=0, must-revalidate',
  private: 'private, no-store',
  preview: 'no-store',
};

/**
 * `scriptHosts` are the hosts the site's own scripts were allowed (Nettsted, 'Egne skript'): their
 * code, styles, fonts, frames and requests come in over https.
 */
export function storefrontHeaders(
  reply: FastifyReply,
  config: Config,
  kind: CacheKind,
  scriptHosts: readonly string[] = [],
): void {
  const platform = config.publicUrl.origin;
  const allowed = scriptHosts.map((host) => ` https://${host}`).join('');
  const directives = [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    // Files of the storefront's own (preview bridge, consent script, the site's scripts) and of the
    // hosts the site allowed; no inline script.
    `script-src 'self'${allowed}`,
    `style-src 'self' 'unsafe-inline' https://fonts.googleapis.com https://use.typekit.net https://p.typekit.net${allowed}`,
    `font-src 'self' data: https://fonts.gstatic.com https://use.typekit.net${allowed}`,
    `img-src 'self' data: https: ${platform}`,
    `media-src 'self' ${platform}`,
    `frame-src https://www.youtube-nocookie.com https://player.vimeo.com${allowed}`,
    `connect-src 'self'${allowed}`,
    "form-action 'self'",
    kind === 'preview' ? `frame-ancestors ${platform}` : "frame-ancestors 'self'",
  ];
  reply.header('content-security-policy', directives.join('; '));
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', cacheControl[kind]);
  if (kind === 'preview') reply.removeHeader('x-frame-options');
  else reply.header('x-frame-options', 'SAMEORIGIN');
}
