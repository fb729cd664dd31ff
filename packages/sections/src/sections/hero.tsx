import { alignOptions } from '../definition/common';
import { defineSection } from '../definition/define';
import { LinkAnchor } from '../render/links';
import { Image } from '../render/media';
import { headingId } from '../render/shell';

export const hero = defineSection({
  name: 'hero',
  label: 'Hero',
  description: 'Stor toppseksjon med overskrift, tekst, knapper og bakgrunnsbilde.',
  icon: 'IconLayoutNavbarExpand',
  titleProp: 'heading',
  usableInSection: true,
  usableInRichContent: false,
  props: [
    {
      name: 'heading',
      label: 'Overskrift',
      type: 'string',
      maxLength: 200,
      required: true,
      default: 'Velkommen til oss',
    },
    { name: 'text', label: 'Tekst', type: 'text', maxLength: 600, default: '' },
    { name: 'image', label: 'Bakgrunnsbilde', type: 'image' },
    {
      name: 'overlay',
      label: 'Mørklegging av bildet',
      description: 'Gjør teksten lettere å lese over bildet.',
      type: 'number',
      integer: true,
      min: 0,
      max: 90,
      unit: '%',
      default: 40,
      showFn: (props) => !!props.image,
    },
    { name: 'primaryLink', label: 'Hovedknapp', type: 'link' },
    { name: 'secondaryLink', label: 'Ekstra knapp', type: 'link' },
    {
      name: 'height',
      label: 'Høyde',
      type: 'select',
      options: [
        { value: 'small', label: 'Lav' },
        { value: 'medium', label: 'Middels' },
        { value: 'large', label: 'Høy' },
      ],
      default: 'medium',
    },
    { name: 'align', label: 'Justering', type: 'select', options: alignOptions, default: 'center' },
  ],
  render: ({ props, context }) => {
    const id = headingId(context.instance);
    const overlay = props.image ? (props.overlay ?? 40) / 100 : 0;
    return (
      <section
        className={`vev-section vev-hero vev-hero-${props.height} vev-align-${props.align}${props.image ? ' vev-hero-has-image' : ''}`}
        aria-labelledby={id}
      >
        {props.image ? (
          <div className="vev-hero-media">
            <Image image={props.image} sizes="100vw" eager={context.aboveFold} />
            <div className="vev-hero-overlay" style={{ opacity: overlay }} />
          </div>
        ) : null}
        <div className="vev-container vev-width-content vev-hero-content">
          <h1 id={id} className="vev-hero-heading">
            {props.heading}
          </h1>
          {props.text ? <p className="vev-hero-text">{props.text}</p> : null}
          {props.primaryLink || props.secondaryLink ? (
            <div className="vev-actions">
              <LinkAnchor link={props.primaryLink} data={context.data} className="vev-button vev-button-primary" />
              <LinkAnchor link={props.secondaryLink} data={context.data} className="vev-button vev-button-secondary" />
            </div>
          ) : null}
        </div>
      </section>
    );
  },
});
