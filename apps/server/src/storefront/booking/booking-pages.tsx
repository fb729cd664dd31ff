/**
 * The storefront's booking pages, plain HTML forms that work without script: the site's services,
 * one service's month with its free days and a chosen day's free times with the visitor's details,
 * and a booking's own page (confirmation, calendar file, cancellation).
 */
import {
  type BookingDetail,
  bookingServicePagePath,
  managedBookingMovePath,
  managedBookingPath,
  monthWeeks,
  osloInstant,
  storefrontBookingPath,
} from '@vev/shared';
import type { ReactNode } from 'react';
import { formatBookingTime } from '../../modules/booking/mail';
import { cartPath } from '../shop/cart-page';
import { ShopFrame } from '../shop/shop-frame';

const bookingCss = `
.vev-booking-page { display: grid; gap: 1.25rem; max-width: 44rem; }
.vev-booking-page h1, .vev-booking-page h2, .vev-booking-page p { margin: 0; }
.vev-booking-facts { color: var(--vev-color-muted); }
.vev-booking-month { display: flex; align-items: center; justify-content: space-between; gap: 1rem; }
.vev-booking-month h3 { margin: 0; font-size: 1.125rem; }
.vev-booking-calendar { width: 100%; border-collapse: collapse; table-layout: fixed; text-align: center; }
.vev-booking-calendar th { font-size: 0.8125rem; color: var(--vev-color-muted); font-weight: 600; padding: 0.25rem; }
.vev-booking-calendar td { padding: 0.2rem; }
.vev-booking-calendar a, .vev-booking-calendar span { display: block; padding: 0.5rem 0; border-radius: var(--vev-radius-button); }
.vev-booking-calendar a { font-weight: 600; background: color-mix(in srgb, var(--vev-color-primary) 12%, transparent); color: inherit; text-decoration: none; }
.vev-booking-calendar a[aria-current] { background: var(--vev-color-primary); color: var(--vev-color-on-primary); }
.vev-booking-calendar span { color: var(--vev-color-muted); opacity: 0.6; }
.vev-booking-times { display: grid; grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr)); gap: 0.5rem; border: 0; padding: 0; margin: 0; }
.vev-booking-times legend { font-weight: 600; margin-bottom: 0.5rem; }
.vev-booking-times label { display: flex; gap: 0.4rem; align-items: center; padding: 0.5rem 0.75rem; border: 1px solid var(--vev-color-border); border-radius: var(--vev-radius-button); }
.vev-booking-events { grid-template-columns: 1fr; }
.vev-booking-details { display: grid; gap: 0.75rem; }
.vev-booking-summary { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1.25rem; }
.vev-booking-summary dt { color: var(--vev-color-muted); }
.vev-booking-summary dd { margin: 0; }
.vev-booking-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
.vev-field-error { color: #b42318; margin: 0; font-size: 0.9375em; }
`;

const dayLabel = new Intl.DateTimeFormat('nb-NO', {
  timeZone: 'Europe/Oslo',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const monthLabel = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', month: 'long', year: 'numeric' });
const eventTime = new Intl.DateTimeFormat('nb-NO', {
  timeZone: 'Europe/Oslo',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});
/** 'torsdag 3. desember kl. 10:00'. */
const formatMoment = (at: number) => eventTime.format(at);
const clock = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', hour: '2-digit', minute: '2-digit' });

/** 'torsdag 3. desember' for a calendar day. */
export const formatDay = (day: string) => dayLabel.format(osloInstant(day, 12 * 60));
const formatMonth = (month: string) => monthLabel.format(osloInstant(`${month}-01`, 12 * 60));
const placesText = (free: number) => (free === 1 ? '1 ledig plass' : `${free} ledige plasser`);

export function BookingFrame(props: { title: string; error?: string | null; children: ReactNode }) {
  return <ShopFrame {...props} css={bookingCss} className="vev-booking-page" />;
}

export interface ServiceCard {
  _id: string;
  name: string;
  description: string;
  facts: string;
  /** Its dates: `/booking/{id}`, or in the name of the product that sells its time. */
  path: string;
  bookable: boolean;
  notBookable: string;
}

/** `/booking`: every service, each leading to its dates. */
export function ServiceList({ services }: { services: ServiceCard[] }) {
  if (services.length === 0) return <p>Det er ingen tjenester å booke her ennå.</p>;
  return (
    <ul className="vev-grid vev-grid-2">
      {services.map((service) => (
        <li key={service._id}>
          <article className="vev-card vev-card-padded vev-booking-card">
            <h2>{service.name}</h2>
            {service.description ? <p>{service.description}</p> : null}
            <p className="vev-booking-facts">{service.facts}</p>
            {service.bookable ? (
              <a className="vev-button vev-button-primary" href={service.path}>
                Velg tid
              </a>
            ) : (
              <p>{service.notBookable}</p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The month with its free days as links; the others are shown but cannot be chosen. */
export function MonthCalendar(props: {
  /** The page the days lead to: a service's (`/booking/{id}`) or a booking's new time (`…/endre`). */
  path: string;
  month: string;
  freeDays: ReadonlySet<string>;
  chosen: string | null;
  previous: string | null;
  next: string | null;
  /** Kept on every link: `&produkt={id}` while a product's time is chosen. */
  query?: string;
}) {
  const { path } = props;
  const query = props.query ?? '';
  return (
    <section aria-labelledby="vev-booking-date" className="vev-booking-details">
      <h2 id="vev-booking-date">Velg dato</h2>
      <div className="vev-booking-month">
        {props.previous ? <a href={`${path}?maned=${props.previous}${query}`}>‹ Forrige måned</a> : <span />}
        <h3>{formatMonth(props.month)}</h3>
        {props.next ? <a href={`${path}?maned=${props.next}${query}`}>Neste måned ›</a> : <span />}
      </div>
      <table className="vev-booking-calendar">
        <thead>
          <tr>
            {['man', 'tir', 'ons', 'tor', 'fre', 'lør', 'søn'].map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(props.month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a week's cells are its seven weekdays.
                <td key={index}>
                  {day === null ? null : props.freeDays.has(day) ? (
                    <a
                      href={`${path}?dato=${day}${query}`}
                      aria-label={formatDay(day)}
                      aria-current={day === props.chosen ? 'date' : undefined}
                    >
                      {Number(day.slice(8))}
                    </a>
                  ) : (
                    <span aria-disabled="true" title="Ingen ledige tider">
                      {Number(day.slice(8))}
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {props.freeDays.size === 0 ? <p>Ingen ledige tider i {formatMonth(props.month)}.</p> : null}
    </section>
  );
}

export interface OfferedTime {
  start: string;
  event: string | null;
  free: number;
}

export interface BookingFormState {
  values: { start?: string; name?: string; email?: string; phone?: string };
  errors: Record<string, string>;
}

function DetailField(props: {
  name: 'name' | 'email' | 'phone';
  label: string;
  type: string;
  autoComplete: string;
  state: BookingFormState;
}) {
  const id = `vev-booking-${props.name}`;
  const error = props.state.errors[props.name];
  return (
    <div className="vev-checkout-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type}
        defaultValue={props.state.values[props.name] ?? ''}
        autoComplete={props.autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="vev-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The free times as radio buttons (a day's, or an event service's coming events); times with several places say how many are left. */
export function TimeChoices(props: {
  legend: string;
  times: OfferedTime[];
  events: boolean;
  name: string;
  checked?: string | undefined;
}) {
  if (props.times.length === 0)
    return <p>{props.events ? 'Ingen kommende datoer med ledige plasser.' : 'Ingen ledige tider denne dagen.'}</p>;
  return (
    <fieldset className={`vev-booking-times${props.events ? ' vev-booking-events' : ''}`}>
      <legend>{props.legend}</legend>
      {props.times.map((time) => (
        <label key={`${time.start}-${time.event ?? ''}`}>
          <input
            type="radio"
            name={props.name}
            value={time.event ? `${time.start}|${time.event}` : time.start}
            defaultChecked={props.checked === time.start}
            required
          />
          {props.events
            ? `${formatMoment(Date.parse(time.start))} · ${placesText(time.free)}`
            : `${clock.format(new Date(time.start))}${time.free > 1 ? ` · ${placesText(time.free)}` : ''}`}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The free times to choose from (a day's, or an event service's coming events) and who books.
 * Times offered for several places say how many are left.
 */
export function BookingForm(props: {
  serviceId: string;
  legend: string;
  times: OfferedTime[];
  events: boolean;
  idempotencyKey: string;
  honeypotName: string;
  state: BookingFormState;
  /** A product that sells the time: the chosen time goes into the cart with it instead. */
  forProduct?: string | null;
}) {
  const { state, forProduct } = props;
  const timeError = state.errors.start;
  return (
    <form
      method="post"
      action={forProduct ? cartPath : bookingServicePagePath(props.serviceId)}
      className="vev-booking-details"
    >
      <h2>{props.events ? 'Velg dato' : 'Velg tid'}</h2>
      <TimeChoices
        legend={props.legend}
        times={props.times}
        events={props.events}
        name={forProduct ? 'tid' : 'start'}
        checked={state.values.start}
      />
      {timeError ? <p className="vev-field-error">{timeError}</p> : null}
      {props.times.length > 0 && forProduct ? (
        <div className="vev-booking-actions">
          <input type="hidden" name="product" value={forProduct} />
          <button type="submit" className="vev-button vev-button-primary">
            Legg i handlekurven
          </button>
        </div>
      ) : null}
      {props.times.length > 0 && !forProduct ? (
        <>
          <h2>Dine opplysninger</h2>
          <DetailField name="name" label="Navn" type="text" autoComplete="name" state={state} />
          <DetailField name="email" label="E-post" type="email" autoComplete="email" state={state} />
          <DetailField name="phone" label="Telefon" type="tel" autoComplete="tel" state={state} />
          <input type="hidden" name="noekkel" value={props.idempotencyKey} />
          <div className="vev-form-hp" hidden aria-hidden="true">
            <label>
              Nettside
              <input type="text" name={props.honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <div className="vev-booking-actions">
            <button type="submit" className="vev-button vev-button-primary">
              Bekreft booking
            </button>
          </div>
        </>
      ) : null}
    </form>
  );
}

/** A booking's own page: its details, a calendar file, and moving and cancelling while the deadline allows. */
export function ManagedBooking(props: {
  booking: BookingDetail;
  token: string;
  justBooked: boolean;
  justMoved: boolean;
  askCancel: boolean;
  mayCancel: boolean;
  /** 'Endre tidspunkt' is offered (not for a bought time or an event's place). */
  mayMove: boolean;
  /** The last moment the customer may cancel (ms). */
  cancelUntil: number;
  tooLate: string;
}) {
  const { booking, token } = props;
  const path = managedBookingPath(token);
  const cancelled = booking.status === 'cancelled';
  return (
    <>
      {(props.justBooked || props.justMoved) && !cancelled ? (
        <p className="vev-cart-message" role="status">
          {props.justMoved ? 'Bookingen er flyttet. ' : ''}Vi har sendt en bekreftelse til {booking.email}.
        </p>
      ) : null}
      <dl className="vev-booking-summary">
        <dt>Tjeneste</dt>
        <dd>{booking.serviceName}</dd>
        <dt>Tid</dt>
        <dd>{formatBookingTime(new Date(booking.start), new Date(booking.end))}</dd>
        {booking.slots > 1 ? (
          <>
            <dt>Plasser</dt>
            <dd>{booking.slots}</dd>
          </>
        ) : null}
        <dt>Navn</dt>
        <dd>{booking.name}</dd>
        <dt>E-post</dt>
        <dd>{booking.email}</dd>
        <dt>Telefon</dt>
        <dd>{booking.phone}</dd>
      </dl>
      {cancelled ? null : props.askCancel && props.mayCancel ? (
        <form method="post" action={path} className="vev-booking-details">
          <p>Vil du avbestille bookingen? Tiden blir ledig for andre.</p>
          <div className="vev-booking-actions">
            <button type="submit" name="handling" value="avbestill" className="vev-button vev-button-primary">
              Ja, avbestill
            </button>
            <a href={path}>Nei, behold bookingen</a>
          </div>
        </form>
      ) : (
        <div className="vev-booking-actions">
          <a className="vev-button vev-button-secondary" href={`${path}/booking.ics`}>
            Legg til i kalenderen
          </a>
          {props.mayMove ? (
            <a className="vev-button vev-button-secondary" href={managedBookingMovePath(token)}>
              Endre tidspunkt
            </a>
          ) : null}
          {props.mayCancel ? (
            <p>
              Du kan {props.mayMove ? 'endre eller avbestille' : 'avbestille'} frem til{' '}
              {formatMoment(props.cancelUntil)}. <a href={`${path}?avbestill=1`}>Avbestill bookingen</a>
            </p>
          ) : (
            <p>{props.tooLate}</p>
          )}
        </div>
      )}
      <p>
        <a href={storefrontBookingPath}>Book en ny tid</a>
      </p>
    </>
  );
}
