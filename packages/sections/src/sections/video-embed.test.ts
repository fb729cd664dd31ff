import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed';

describe('video embeds: YouTube and Vimeo through their privacy-friendly players', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('%s', (address, embed) => {
    expect(videoEmbedUrl(address)).toBe(embed);
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=kort',
    'https://www.youtube.com/watch?v="><script>',
    'javascript:alert(1)',
    'https://vimeo.com/about',
    'ikke en lenke',
  ])('refuses %s', (address) => {
    expect(videoEmbedUrl(address)).toBeUndefined();
  });
});
