import { backgroundProp, columnOptions, headingProp } from '../definition/common';
import { defineSection } from '../definition/define';
import { keyed } from '../render/keys';
import { LinkAnchor } from '../render/links';
import { Image } from '../render/media';
import { RichText } from '../render/rich-text';
import { headingId, SectionShell } from '../render/shell';

export const columns = defineSection({
  name: 'columns',
  label: 'Kolonner',
  description: 'To til fire kolonner med bilde, overskrift, tekst og lenke, for eksempel tjenester.',
  icon: 'IconColumns',
  titleProp: 'heading',
  usableInSection: true,
  usableInRichContent: false,
  props: [
    headingProp('Dette kan vi hjelpe deg med'),
    { name: 'columnCount', label: 'Kolonner', type: 'select', options: columnOptions, default: '3' },
    {
      name: 'items',
      label: 'Kolonner',
      type: 'list',
      max: 12,
      itemTitle: 'heading',
      required: true,
      of: {
        type: 'object',
        label: 'Kolonne',
        fields: [
          { name: 'image', label: 'Bilde', type: 'image' },
          { name: 'heading', label: 'Overskrift', type: 'string', maxLength: 150, required: true },
          { name: 'text', label: 'Tekst', type: 'richText' },
          { name: 'link', label: 'Lenke', type: 'link' },
        ],
      },
    },
    backgroundProp,
  ],
  render: ({ props, context }) => {
    const id = headingId(context.instance);
    return (
      <SectionShell kind="columns" background={props.background} labelledBy={props.heading ? id : undefined}>
        {props.heading ? <h2 id={id}>{props.heading}</h2> : null}
        <ul className={`vev-grid vev-grid-${props.columnCount}`}>
          {keyed(props.items).map(([key, item]) => (
            <li key={key} className="vev-card">
              {item.image ? (
                <Image
                  image={item.image}
                  sizes="(min-width: 900px) 33vw, 100vw"
                  eager={context.aboveFold}
                  maxWidth={1024}
                  className="vev-card-image"
                />
              ) : null}
              <div className="vev-card-body">
                <h3>{item.heading}</h3>
                <RichText value={item.text} />
                {item.link ? <LinkAnchor link={item.link} data={context.data} className="vev-text-link" /> : null}
              </div>
            </li>
          ))}
        </ul>
      </SectionShell>
    );
  },
});
