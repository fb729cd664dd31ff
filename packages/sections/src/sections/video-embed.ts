/** Video addresses people paste (YouTube, Vimeo) turned into embeds that set no tracking cookies. */

export const videoUrlMessage = 'Lim inn en lenke til en video på YouTube eller Vimeo.';

const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
]);
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const youtubeId = /^[A-Za-z0-9_-]{11}$/;

/** The privacy-friendly embed address of a YouTube or Vimeo link, or undefined for anything else. */
export function videoEmbedUrl(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  if (youtubeHosts.has(url.hostname)) {
    const id =
      url.hostname === 'youtu.be'
        ? segments[0]
        : segments[0] === 'watch'
          ? url.searchParams.get('v')
          : ['embed', 'shorts', 'live'].includes(segments[0] ?? '')
            ? segments[1]
            : undefined;
    return id && youtubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : undefined;
  }
  if (vimeoHosts.has(url.hostname)) {
    const id = segments.at(-1);
    return id && /^\d{1,12}$/.test(id) ? `https://player.vimeo.com/video/${id}?dnt=1` : undefined;
  }
  return undefined;
}
