import { Center, UnstyledButton } from '@mantine/core';
import type { FocusCoordinates } from '@vev/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './FocusPointPicker.module.css';

export interface FocusPointPickerProps {
  src: string;
  alt: string;
  /** The original's size: the shown image may be a smaller variant, the point is stored in the original's pixels. */
  naturalWidth: number | null;
  naturalHeight: number | null;
  value: FocusCoordinates | null;
  onChange: (point: FocusCoordinates) => void;
  disabled: boolean;
}

/** The image with its focus point marked; a click sets the point (spec 3 §9: natural image pixels). */
export function FocusPointPicker({
  src,
  alt,
  naturalWidth,
  naturalHeight,
  value,
  onChange,
  disabled,
}: FocusPointPickerProps) {
  const { t } = useTranslation();
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const image = event.currentTarget.querySelector('img');
    if (!image) return;
    const box = image.getBoundingClientRect();
    const width = naturalWidth ?? image.naturalWidth;
    const height = naturalHeight ?? image.naturalHeight;
    if (!box.width || !box.height || !width || !height) return;
    const share = (offset: number, size: number) => Math.min(1, Math.max(0, offset / size));
    onChange({
      x: Math.round(share(event.clientX - box.left, box.width) * width),
      y: Math.round(share(event.clientY - box.top, box.height) * height),
    });
  };
  const width = naturalWidth ?? 0;
  const height = naturalHeight ?? 0;
  const marker =
    value && width && height ? { left: `${(value.x / width) * 100}%`, top: `${(value.y / height) * 100}%` } : null;
  return (
    <Center>
      <UnstyledButton
        className={classes.frame}
        data-editable={disabled ? undefined : true}
        onClick={pick}
        disabled={disabled}
        aria-label={t('media.detail.focusHelp')}
      >
        <img className={classes.image} src={src} alt={alt} />
        {marker && <span className={classes.marker} style={marker} aria-hidden />}
      </UnstyledButton>
    </Center>
  );
}
