import { backgroundProp, contactRules, headingProp } from '../definition/common';
import { defineSection } from '../definition/define';
import { addressText } from '../global/global-content';
import { OpeningHours } from '../render/opening-hours';
import { RichText } from '../render/rich-text';
import { headingId, SectionShell } from '../render/shell';

export const contact = defineSection({
  name: 'contact',
  label: 'Kontaktinformasjon',
  description: 'Adresse, telefon, e-post og åpningstider.',
  icon: 'IconAddressBook',
  titleProp: 'heading',
  usableInSection: true,
  usableInRichContent: true,
  props: [
    headingProp('Kontakt oss'),
    { name: 'text', label: 'Tekst', type: 'richText', default: '' },
    { name: 'address', label: 'Adresse', type: 'text', maxLength: 300, default: '' },
    {
      name: 'phone',
      label: 'Telefon',
      type: 'string',
      maxLength: 30,
      default: '',
      validationFn: contactRules.phone,
    },
    {
      name: 'email',
      label: 'E-post',
      type: 'string',
      maxLength: 200,
      default: '',
      validationFn: contactRules.email,
    },
    {
      name: 'openingHours',
      label: 'Åpningstider',
      type: 'list',
      max: 14,
      itemTitle: 'days',
      of: {
        type: 'object',
        label: 'Åpningstid',
        fields: [
          { name: 'days', label: 'Dager', type: 'string', maxLength: 60, required: true },
          { name: 'hours', label: 'Tid', type: 'string', maxLength: 60, required: true },
        ],
      },
    },
    { name: 'showMapLink', label: 'Vis lenke til kart', type: 'boolean', default: true },
    backgroundProp,
  ],
  // What the section leaves empty comes from the site's global content.
  render: ({ props: own, context }) => {
    const global = context.data.global;
    const props = {
      ...own,
      address: own.address || (global ? addressText(global.address) : ''),
      phone: own.phone || global?.phone || '',
      email: own.email || global?.email || '',
      openingHours: own.openingHours.length > 0 ? own.openingHours : (global?.openingHours ?? []),
    };
    const id = headingId(context.instance);
    const mapHref = `https://www.openstreetmap.org/search?query=${encodeURIComponent(props.address.replace(/\s+/g, ' '))}`;
    return (
      <SectionShell kind="contact" background={props.background} labelledBy={props.heading ? id : undefined}>
        <div className="vev-split">
          <div className="vev-split-body">
            {props.heading ? <h2 id={id}>{props.heading}</h2> : null}
            <RichText value={props.text} />
            <dl className="vev-contact-list">
              {props.address ? (
                <div>
                  <dt>Adresse</dt>
                  <dd>
                    <address>{props.address}</address>
                    {props.showMapLink ? (
                      <a className="vev-text-link" href={mapHref} target="_blank" rel="noopener noreferrer">
                        Vis i kart
                      </a>
                    ) : null}
                  </dd>
                </div>
              ) : null}
              {props.phone ? (
                <div>
                  <dt>Telefon</dt>
                  <dd>
                    <a href={`tel:${props.phone.replace(/[\s-]/g, '')}`}>{props.phone}</a>
                  </dd>
                </div>
              ) : null}
              {props.email ? (
                <div>
                  <dt>E-post</dt>
                  <dd>
                    <a href={`mailto:${props.email}`}>{props.email}</a>
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
          {props.openingHours.length > 0 ? (
            <div className="vev-split-body vev-card vev-card-padded">
              <h3>Åpningstider</h3>
              <OpeningHours entries={props.openingHours} />
            </div>
          ) : null}
        </div>
      </SectionShell>
    );
  },
});
