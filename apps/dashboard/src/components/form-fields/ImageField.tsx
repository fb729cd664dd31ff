import type { MediaReference, PageDocument } from '@vev/shared';
import { Controller, type FieldPath, useFormContext } from 'react-hook-form';
import { ImagePicker } from '../../../../components/media-library/ImagePicker';

/** An image on a page, as a media reference chosen in the media library (spec 1 §3 'Media reference on content'). */
export function ImageField(props: { name: FieldPath<PageDocument>; label: string; disabled: boolean }) {
  const { control } = useFormContext<PageDocument>();
  return (
    <Controller
      control={control}
      name={props.name}
      render={({ field }) => (
        <ImagePicker
          label={props.label}
          value={field.value as MediaReference | null}
          onChange={field.onChange}
          disabled={props.disabled}
        />
      )}
    />
  );
}
