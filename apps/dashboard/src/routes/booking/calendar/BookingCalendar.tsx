import type { DatesSetArg, EventClickArg } from '@fullcalendar/core';
import nbLocale from '@fullcalendar/core/locales/nb';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { BookingDetail } from '@vev/shared';
import { osloInstant } from '@vev/shared';
import { toNorwegianWallTime } from '../../../components/format';

/**
 * FullCalendar in Oslo time: it runs in UTC and is given Oslo wall-clock times, so a booking shows
 * at its Norwegian time whatever the browser's zone (no time-zone plugin needed).
 */
const wall = (iso: string) => toNorwegianWallTime(iso).replace(' ', 'T');
/** The instant of the Oslo midnight that a calendar date (UTC midnight of a wall-clock day) stands for. */
const instantOf = (date: Date) => new Date(osloInstant(date.toISOString().slice(0, 10), 0)).toISOString();

export function BookingCalendar(props: {
  bookings: BookingDetail[];
  onRange: (range: { start: string; end: string }) => void;
  onOpen: (id: string) => void;
}) {
  return (
    <FullCalendar
      plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
      initialView="dayGridMonth"
      locale={nbLocale}
      timeZone="UTC"
      now={wall(new Date().toISOString())}
      height={700}
      headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' }}
      nowIndicator
      dayMaxEvents
      eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
      events={props.bookings.map((booking) => ({
        id: booking._id,
        title: `${booking.name} · ${booking.serviceName}`,
        start: wall(booking.start),
        end: wall(booking.end),
      }))}
      datesSet={(arg: DatesSetArg) => props.onRange({ start: instantOf(arg.start), end: instantOf(arg.end) })}
      eventClick={(arg: EventClickArg) => {
        arg.jsEvent.preventDefault();
        props.onOpen(arg.event.id);
      }}
    />
  );
}
