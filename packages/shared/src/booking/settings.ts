/**
 * The site's booking settings (`/innstillinger/booking`, spec 2 names the card only; issue 20 point 4):
 * how close to its start a customer may still change or cancel a booking, a reminder e-mail before
 * it, who gets a copy of each booking, and a text in the confirmation e-mail.
 */
import { z } from 'zod';

export const bookingSettingsLimits = {
  changeDeadlineHours: 24 * 30,
  reminderHoursBefore: 24 * 7,
  confirmationText: 2000,
} as const;

export const bookingSettingsSchema = z.object({
  /** A customer may change or cancel until this many hours before the start (staff always may, while it is ahead). */
  changeDeadlineHours: z.number().int().min(0).max(bookingSettingsLimits.changeDeadlineHours),
  /** A reminder e-mail to the customer, this many hours before the start. */
  reminderEnabled: z.boolean(),
  reminderHoursBefore: z.number().int().min(1).max(bookingSettingsLimits.reminderHoursBefore),
  /** Gets a copy of every booking, change and cancellation; null for none. */
  copyEmail: z.email().max(254).nullable(),
  /** Shown in the confirmation e-mail under the booking's details. */
  confirmationText: z.string().trim().max(bookingSettingsLimits.confirmationText),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

export const defaultBookingSettings: BookingSettings = {
  changeDeadlineHours: 24,
  reminderEnabled: false,
  reminderHoursBefore: 24,
  copyEmail: null,
  confirmationText: '',
};
