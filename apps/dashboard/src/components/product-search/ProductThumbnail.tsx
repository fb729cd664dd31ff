import { Image, Paper, ThemeIcon } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { mediaFileUrl } from '../media-library/media-reference';

/** A product's square thumbnail (spec 3 §9: 41, 64, 82 and 120 px), sharp on high-density screens. */
export function ProductThumbnail({
  url,
  size,
  alt = '',
}: {
  url: string | null;
  size: 41 | 64 | 82 | 120;
  alt?: string;
}) {
  return (
    <Paper withBorder radius="sm" w={size} h={size} style={{ flexShrink: 0, overflow: 'hidden' }}>
      {url ? (
        <Image src={mediaFileUrl(url, { w: size * 2, h: size * 2, fit: 'cover' })} w={size} h={size} alt={alt} />
      ) : (
        <ThemeIcon variant="light" color="gray" w="100%" h="100%" radius={0}>
          <IconPhoto size={size / 2.5} />
        </ThemeIcon>
      )}
    </Paper>
  );
}
