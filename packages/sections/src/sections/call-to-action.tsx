import { backgroundOptions } from '../definition/common';
import { defineSection } from '../definition/define';
import { LinkAnchor } from '../render/links';
import { headingId, SectionShell } from '../render/shell';

export const callToAction = defineSection({
  name: 'callToAction',
  label: 'Oppfordring til handling',
  description: 'Kort budskap med en tydelig knapp, for eksempel «Bestill time».',
  icon: 'IconSpeakerphone',
  titleProp: 'heading',
  usableInSection: true,
  usableInRichContent: true,
  props: [
    {
      name: 'heading',
      label: 'Overskrift',
      type: 'string',
      maxLength: 200,
      required: true,
      default: 'Klar for å komme i gang?',
    },
    { name: 'text', label: 'Tekst', type: 'text', maxLength: 500, default: 'Ta kontakt, så hjelper vi deg videre.' },
    { name: 'primaryLink', label: 'Hovedknapp', type: 'link', required: true },
    { name: 'secondaryLink', label: 'Ekstra knapp', type: 'link' },
    { name: 'background', label: 'Bakgrunn', type: 'select', options: backgroundOptions, default: 'primary' },
  ],
  render: ({ props, context }) => {
    const id = headingId(context.instance);
    return (
      <SectionShell kind="cta" background={props.background} labelledBy={id} width="narrow">
        <h2 id={id}>{props.heading}</h2>
        {props.text ? <p className="vev-lead">{props.text}</p> : null}
        <div className="vev-actions">
          <LinkAnchor link={props.primaryLink} data={context.data} className="vev-button vev-button-primary" />
          <LinkAnchor link={props.secondaryLink} data={context.data} className="vev-button vev-button-secondary" />
        </div>
      </SectionShell>
    );
  },
});
