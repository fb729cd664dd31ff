import { backgroundProp, headingProp } from '../definition/common';
import { defineSection } from '../definition/define';
import { LinkAnchor } from '../render/links';
import { Image } from '../render/media';
import { RichText } from '../render/rich-text';
import { headingId, SectionShell } from '../render/shell';

export const imageWithText = defineSection({
  name: 'imageWithText',
  label: 'Bilde med tekst',
  description: 'Bilde ved siden av en tekst med overskrift og knapp.',
  icon: 'IconLayoutSidebar',
  titleProp: 'heading',
  usableInSection: true,
  usableInRichContent: false,
  props: [
    { name: 'image', label: 'Bilde', type: 'image', required: true },
    headingProp('Om oss'),
    {
      name: 'text',
      label: 'Tekst',
      type: 'richText',
      default: 'Fortell kort hvem dere er og hva dere kan hjelpe med.',
    },
    { name: 'link', label: 'Knapp', type: 'link' },
    {
      name: 'imagePosition',
      label: 'Bildets plassering',
      type: 'select',
      options: [
        { value: 'start', label: 'Til venstre' },
        { value: 'end', label: 'Til høyre' },
      ],
      default: 'start',
    },
    backgroundProp,
  ],
  render: ({ props, context }) => {
    const id = headingId(context.instance);
    return (
      <SectionShell kind="image-with-text" background={props.background} labelledBy={props.heading ? id : undefined}>
        <div className={`vev-split vev-split-image-${props.imagePosition}`}>
          <div className="vev-split-media">
            <Image
              image={props.image}
              sizes="(min-width: 900px) 560px, 100vw"
              eager={context.aboveFold}
              maxWidth={1440}
            />
          </div>
          <div className="vev-split-body">
            {props.heading ? <h2 id={id}>{props.heading}</h2> : null}
            <RichText value={props.text} />
            {props.link ? (
              <div className="vev-actions">
                <LinkAnchor link={props.link} data={context.data} className="vev-button vev-button-primary" />
              </div>
            ) : null}
          </div>
        </div>
      </SectionShell>
    );
  },
});
