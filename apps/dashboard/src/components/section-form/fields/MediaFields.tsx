import type { MediaReference } from '@vev/shared';
import { GalleryEditor } from '../../media-library/gallery/GalleryEditor';
import type { GalleryItem } from '../../media-library/gallery/gallery';
import { ImagePicker } from '../../media-library/ImagePicker';
import { firstMessage } from '../field-errors';
import type { DefinitionOf, FieldProps } from '../types';

const wrapperProps = ({ definition, errors }: FieldProps) => ({
  description: definition.description,
  withAsterisk: definition.required === true,
  // An image's message may sit on its address, a gallery's on one of its items.
  error: firstMessage(errors),
});

/** One image through the media library, with its alt text. */
export function ImageField(props: FieldProps<MediaReference | null, DefinitionOf<'image'>>) {
  return (
    <ImagePicker
      {...wrapperProps(props)}
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      disabled={props.disabled}
    />
  );
}

/** Images with captions, in order (the gallery modal with image picker and image detail). */
export function GalleryField(props: FieldProps<GalleryItem[], DefinitionOf<'gallery'>>) {
  return (
    <GalleryEditor
      {...wrapperProps(props)}
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      disabled={props.disabled}
    />
  );
}
