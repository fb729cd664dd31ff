/** The footer's contact details and opening hours, from the site's global content. */
import { addressText, type GlobalContent } from '../global/global-content';
import { OpeningHours } from '../render/opening-hours';

export function FooterContact({ global }: { global: GlobalContent }) {
  const address = addressText(global.address);
  const hasContact = Boolean(address || global.phone || global.email);
  return (
    <>
      {hasContact ? (
        <div className="vev-footer-column">
          <h2>Kontakt</h2>
          <address className="vev-footer-contact">
            {address ? <span>{address}</span> : null}
            {global.phone ? <a href={`tel:${global.phone.replace(/[\s-]/g, '')}`}>{global.phone}</a> : null}
            {global.email ? <a href={`mailto:${global.email}`}>{global.email}</a> : null}
          </address>
        </div>
      ) : null}
      {global.openingHours.length > 0 ? (
        <div className="vev-footer-column vev-footer-hours">
          <h2>Åpningstider</h2>
          <OpeningHours entries={global.openingHours} />
        </div>
      ) : null}
    </>
  );
}
