/**
 * The answer when a visitor's new time became part of a booking they already had ('Slå sammen
 * bookinger'): the booking's whole time. The booking's own address goes by e-mail, and is linked
 * here only for the signed-in customer it belongs to.
 */
import { managedBookingPath, storefrontBookingPath } from '@vev/shared';
import { formatBookingTime } from '../../modules/booking/mail';

export const joinedBookingTitle = 'Tiden er lagt til bookingen din';

export function JoinedBooking(props: {
  serviceName: string;
  start: string;
  end: string;
  email: string;
  /** The booking's own address's token, for its signed-in owner; else null. */
  token: string | null;
}) {
  return (
    <>
      <p className="vev-cart-message" role="status">
        Du hadde allerede en booking rett før eller etter denne tiden, så den nye tiden er lagt til den. Vi har sendt
        den nye tiden til {props.email}.
      </p>
      <dl className="vev-booking-summary">
        <dt>Tjeneste</dt>
        <dd>{props.serviceName}</dd>
        <dt>Tid</dt>
        <dd>{formatBookingTime(new Date(props.start), new Date(props.end))}</dd>
      </dl>
      <p>
        {props.token ? (
          <a href={managedBookingPath(props.token)}>Se, endre eller avbestill bookingen</a>
        ) : (
          'I e-posten finner du lenken der du kan se, endre eller avbestille bookingen.'
        )}
      </p>
      <p>
        <a href={storefrontBookingPath}>Book en ny tid</a>
      </p>
    </>
  );
}
