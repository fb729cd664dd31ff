import { backgroundProp, columnOptions, headingProp } from '../definition/common';
import { defineSection } from '../definition/define';
import { Image } from '../render/media';
import { headingId, SectionShell } from '../render/shell';

export const gallery = defineSection({
  name: 'gallery',
  label: 'Bildegalleri',
  description: 'Flere bilder i et rutenett, med bildetekster.',
  icon: 'IconLayoutGrid',
  titleProp: 'heading',
  usableInSection: true,
  usableInRichContent: true,
  props: [
    headingProp(),
    { name: 'images', label: 'Bilder', type: 'gallery', required: true, max: 60 },
    { name: 'columns', label: 'Kolonner', type: 'select', options: columnOptions, default: '3' },
    {
      name: 'aspect',
      label: 'Bildeformat',
      type: 'select',
      options: [
        { value: 'square', label: 'Kvadrat' },
        { value: 'landscape', label: 'Liggende' },
        { value: 'portrait', label: 'Stående' },
        { value: 'original', label: 'Originalt' },
      ],
      default: 'landscape',
    },
    backgroundProp,
  ],
  render: ({ props, context }) => {
    const id = headingId(context.instance);
    const sizes = `(min-width: 960px) ${Math.round(100 / Number(props.columns))}vw, 50vw`;
    return (
      <SectionShell kind="gallery" background={props.background} labelledBy={props.heading ? id : undefined}>
        {props.heading ? <h2 id={id}>{props.heading}</h2> : null}
        <ul className={`vev-grid vev-grid-${props.columns} vev-grid-compact vev-aspect-${props.aspect}`}>
          {props.images.map((item) => (
            <li key={item.image._id}>
              <figure className="vev-figure">
                <Image
                  image={{ ref: item.image._id, url: item.image.url, alt: item.image.alt }}
                  sizes={sizes}
                  eager={context.aboveFold}
                  maxWidth={1024}
                />
                {item.caption ? <figcaption>{item.caption}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      </SectionShell>
    );
  },
});
