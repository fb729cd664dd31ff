import type { FontSetting, Link, SectionProps } from '@vev/sections';
import type { MediaReference } from '@vev/shared';
import type { GalleryItem } from '../media-library/gallery/gallery';
import { BooleanField } from './fields/BooleanField';
import { ColorField } from './fields/ColorField';
import { GalleryField, ImageField } from './fields/MediaFields';
import { NumberField } from './fields/NumberField';
import { RichTextField } from './fields/RichTextField';
import { SelectField } from './fields/SelectField';
import { StringField, TextField } from './fields/TextFields';
import { FontField } from './font/FontField';
import { LinkField } from './link/LinkField';
import { ListField } from './list/ListField';
import { ObjectField } from './ObjectFields';
import { ReferenceField } from './reference/ReferenceField';
import type { FieldProps } from './types';

/** The field for a definition's kind. The form gave every value its kind's shape (`formValues`). */
export function PropField(props: FieldProps) {
  const { definition } = props;
  // Each branch narrows the definition; the value has that kind's shape.
  const as = <V,>() => props as FieldProps<V, never>;
  switch (definition.type) {
    case 'string':
      return <StringField {...as<string>()} definition={definition} />;
    case 'text':
      return <TextField {...as<string>()} definition={definition} />;
    case 'richText':
      return <RichTextField {...as<string>()} definition={definition} />;
    case 'number':
      return <NumberField {...as<number | null>()} definition={definition} />;
    case 'boolean':
      return <BooleanField {...as<boolean>()} definition={definition} />;
    case 'select':
      return <SelectField {...as<string>()} definition={definition} />;
    case 'color':
      return <ColorField {...as<string>()} definition={definition} />;
    case 'image':
      return <ImageField {...as<MediaReference | null>()} definition={definition} />;
    case 'gallery':
      return <GalleryField {...as<GalleryItem[]>()} definition={definition} />;
    case 'link':
      return <LinkField {...as<Link | null>()} definition={definition} />;
    case 'font':
      return <FontField {...as<FontSetting | null>()} definition={definition} />;
    case 'list':
      return <ListField {...as<unknown[]>()} definition={definition} />;
    case 'object':
      return <ObjectField {...as<SectionProps>()} definition={definition} />;
    case 'ref':
      return <ReferenceField {...as<string | null>()} definition={definition} />;
  }
}
