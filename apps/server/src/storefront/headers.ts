/**
 * The storefront's response headers. It is another origin than the dashboard: its own content
 * security policy (its assets, media from the platform, the video embeds' players, and font services
 * only when the site chose them), and framing only by the dashboard, only for a preview.
 */
import type { ThemeFontHosts } from '@vev/sections';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';

export type CacheKind = 'public' | 'private' | 'preview';

const cacheControl: Record<CacheKind, string> = {
  public: 'public, max-age=0, must-revalidate',
  private: 'private, no-store',
  preview: 'no-store',
};

/** Other hosts the site itself chose to load from; without them the page loads from itself and the platform only. */
export interface SiteHosts {
  /**
   * The hosts the site's own scripts were allowed (Nettsted, 'Egne skript'): their code, styles,
   * fonts, frames and requests come in over https.
   */
  scriptHosts?: readonly string[];
  /** The font services and font hosts the site named in its theme settings (Google, Typekit, its own files). */
  fontHosts?: ThemeFontHosts;
}

export function storefrontHeaders(reply: FastifyReply, config: Config, kind: CacheKind, hosts: SiteHosts = {}): void {
  const platform = config.publicUrl.origin;
  const allowed = (hosts.scriptHosts ?? []).map((host) => ` https://${host}`).join('');
  const fontStyles = (hosts.fontHosts?.styles ?? []).map((host) => ` ${host}`).join('');
  const fontFiles = (hosts.fontHosts?.fonts ?? []).map((host) => ` ${host}`).join('');
  const directives = [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    // Files of the storefront's own (preview bridge, consent script, the site's scripts) and of the
    // hosts the site allowed; no inline script.
    `script-src 'self'${allowed}`,
    // The theme's own fonts are the storefront's files (/_vev/fonts); a font service only by the site's choice.
    `style-src 'self' 'unsafe-inline'${fontStyles}${allowed}`,
    `font-src 'self'${fontFiles}${allowed}`,
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
