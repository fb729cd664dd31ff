/** One data-set record as a card: its first image, its title, and its other values by their labels. */
import { type MediaReference, richTextIsEmpty } from '@vev/shared';
import type { ReactNode } from 'react';
import { valuesForRender } from '../definition/schema';
import type { Link, PropDefinition } from '../definition/types';
import type { ResolvedDataSet, StorefrontData } from './context';
import { LinkAnchor } from './links';
import { Image } from './media';
import { RichText } from './rich-text';

const numberFormat = new Intl.NumberFormat('nb-NO');

/** A value as the visitor reads it; nothing for what a card does not show (colours, references, groups). */
function shownValue(prop: PropDefinition, value: unknown, data: StorefrontData): ReactNode {
  if (value === null || value === undefined || value === '') return null;
  switch (prop.type) {
    case 'string':
    case 'text':
      return String(value);
    case 'richText':
      return richTextIsEmpty(value as string) ? null : <RichText value={value as string} />;
    case 'number':
      return `${numberFormat.format(value as number)}${prop.unit ? ` ${prop.unit}` : ''}`;
    case 'boolean':
      return value ? 'Ja' : 'Nei';
    case 'select':
      return prop.options.find((option) => option.value === value)?.label ?? null;
    case 'link':
      return <LinkAnchor link={value as Link} data={data} />;
    case 'list': {
      const texts = (value as unknown[]).filter((item): item is string => typeof item === 'string' && item !== '');
      return texts.length ? texts.join(', ') : null;
    }
    default:
      return null;
  }
}

export function RecordCard(props: {
  set: ResolvedDataSet;
  record: ResolvedDataSet['records'][number];
  data: StorefrontData;
  headingLevel: 'h3';
}) {
  const { set, record, data } = props;
  const values = valuesForRender(set.props, record.values);
  const imageProp = set.props.find((prop) => prop.type === 'image');
  const titleProp = set.props.find((prop) => (prop.type === 'string' || prop.type === 'text') && values[prop.name]);
  const rows = set.props
    .filter((prop) => prop !== titleProp && prop !== imageProp)
    .map((prop) => ({ prop, shown: shownValue(prop, values[prop.name], data) }))
    .filter((row) => row.shown !== null);
  const Heading = props.headingLevel;
  return (
    <article className="vev-card vev-record-card">
      {imageProp ? (
        <Image
          className="vev-card-image"
          image={values[imageProp.name] as MediaReference | null}
          sizes="(min-width: 900px) 33vw, 100vw"
        />
      ) : null}
      <div className="vev-card-body">
        {record.title ? <Heading>{record.title}</Heading> : null}
        {rows.length ? (
          <dl className="vev-record-fields">
            {rows.map(({ prop, shown }) => (
              <div key={prop.name}>
                <dt>{prop.label}</dt>
                <dd>{shown}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </article>
  );
}
