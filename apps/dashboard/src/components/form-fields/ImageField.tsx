import type { MediaReference } from '@vev/shared';
import { Controller, type FieldPath, type FieldValues, useFormContext } from 'react-hook-form';
import { ImagePicker } from '../media-library/ImagePicker';

/** An image on a page or a product, as a media reference chosen in the media library (spec 1 §3 'Media reference on content'). */
export function ImageField<T extends FieldValues>(props: { name: FieldPath<T>; label: string; disabled: boolean }) {
  const { control } = useFormContext<T>();
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
