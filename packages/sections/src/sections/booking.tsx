/**
 * Booking: the site's booking services as cards, each leading to its dates and free times
 * (`/booking/{id}` on the storefront, where the visitor books). One chosen service, or every
 * service that can be booked online. Shows nothing on a site without booking.
 */
import { backgroundProp, headingProp } from '../definition/common';
import { defineSection } from '../definition/define';
import { headingId, SectionShell } from '../render/shell';

export const booking = defineSection({
  name: 'booking',
  label: 'Booking',
  description: 'Nettstedets bookingtjenester, der besøkende velger dato og ledig tid og booker.',
  icon: 'IconCalendarEvent',
  titleProp: 'heading',
  usableInSection: true,
  usableInRichContent: false,
  props: [
    headingProp('Bestill time'),
    {
      name: 'service',
      label: 'Tjeneste',
      description: 'Tomt: alle tjenestene som kan bookes på nettstedet.',
      type: 'ref',
      to: 'bookingService',
    },
    backgroundProp,
  ],
  render: ({ props, context }) => {
    const all = context.data.bookingServices;
    if (!all) return null;
    const shown = props.service ? [all[props.service]].filter((service) => !!service) : Object.values(all);
    const services = shown.filter((service) => props.service || service.bookable);
    if (services.length === 0) return null;
    const id = headingId(context.instance);
    return (
      <SectionShell kind="booking" background={props.background} labelledBy={props.heading ? id : undefined}>
        {props.heading ? <h2 id={id}>{props.heading}</h2> : null}
        <ul className={`vev-grid vev-grid-${services.length === 1 ? 2 : 3}`}>
          {services.map((service) => (
            <li key={service._id}>
              <article className="vev-card vev-card-padded vev-booking-card">
                <h3>{service.name}</h3>
                {service.description ? <p>{service.description}</p> : null}
                <p className="vev-booking-facts">{service.facts}</p>
                {service.bookable ? (
                  <a className="vev-button vev-button-primary" href={service.path}>
                    {service.type === 'event' ? 'Se datoer' : 'Velg tid'}
                  </a>
                ) : (
                  <p>{service.notBookable}</p>
                )}
              </article>
            </li>
          ))}
        </ul>
      </SectionShell>
    );
  },
});
