import { AspectRatio, Checkbox, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck, IconFile } from '@tabler/icons-react';
import { type Media, mediaTileWidth } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import classes from './MediaTile.module.css';
import { isImage, mediaFileUrl } from './media-reference';

export interface MediaTileProps {
  media: Media;
  selected: boolean;
  /** 'open' shows the file when clicked (a checkbox selects); 'pick' selects it. */
  mode: 'open' | 'pick';
  onClick: (media: Media) => void;
  /** The checkbox of the 'open' mode; left out when nobody may select. */
  onToggle?: ((media: Media) => void) | undefined;
}

/** One file of the grid: the image at the tile width, or its format and name. */
export function MediaTile({ media, selected, mode, onClick, onToggle }: MediaTileProps) {
  const { t } = useTranslation();
  const name = media.original_filename;
  return (
    <div className={classes.tile} data-selected={selected || undefined}>
      {onToggle && mode === 'open' && (
        <Checkbox
          className={classes.check}
          aria-label={t('media.select', { name })}
          checked={selected}
          onChange={() => onToggle(media)}
        />
      )}
      {mode === 'pick' && selected && (
        <ThemeIcon className={classes.picked} radius="xl" size="sm" aria-hidden>
          <IconCheck size={14} />
        </ThemeIcon>
      )}
      <UnstyledButton
        className={classes.button}
        onClick={() => onClick(media)}
        aria-label={mode === 'pick' ? t('media.select', { name }) : t('media.open', { name })}
        aria-pressed={mode === 'pick' ? selected : undefined}
      >
        <Stack gap={4}>
          <AspectRatio ratio={1} className={classes.frame}>
            {isImage(media) ? (
              <img
                className={classes.image}
                src={mediaFileUrl(media.url, { w: mediaTileWidth })}
                alt={media.altText}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <Stack align="center" justify="center" gap={4}>
                <IconFile size={32} stroke={1.5} />
                <Text size="sm" fw={700} tt="uppercase">
                  {media.format}
                </Text>
              </Stack>
            )}
          </AspectRatio>
          <Text size="xs" truncate="end" title={name}>
            {name}
          </Text>
        </Stack>
      </UnstyledButton>
    </div>
  );
}
