import { NumberInput, Paper, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { bookingSettingsLimits, bookingSettingsSchema, type Site } from '@vev/shared';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSite } from '../../../hooks/api/sites';
import { SettingsForm, SettingsLoading, SettingsScreen } from '../settings-form/SettingsPage';
import { useSettingsForm } from '../settings-form/use-settings-form';

// The copy address is typed as text: empty means none.
const schema = z.object({
  booking: bookingSettingsSchema.extend({ copyEmail: z.union([z.literal(''), z.email().max(254)]) }),
});
type Values = z.infer<typeof schema>;
const toForm = (site: Site): Values => ({ booking: { ...site.booking, copyEmail: site.booking.copyEmail ?? '' } });
const toUpdate = (values: Values) => ({ booking: { ...values.booking, copyEmail: values.booking.copyEmail || null } });

/** /innstillinger/booking (admins, with booking on): the site's rules and e-mails for bookings (issue 20 point 4). */
export function BookingSettingsScreen() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  return (
    <SettingsScreen title={t('settings.booking.title')}>
      {site ? <BookingSettingsForm site={site} /> : <SettingsLoading />}
    </SettingsScreen>
  );
}

function BookingSettingsForm({ site }: { site: Site }) {
  const { t } = useTranslation();
  const { form, submit, readOnly, saving } = useSettingsForm(site, { schema, toForm, toUpdate });
  const reminder = useWatch({ control: form.control, name: 'booking.reminderEnabled' });
  const word = (key: string) => t(`settings.booking.${key}` as 'settings.booking.title');
  const hours = (name: 'booking.changeDeadlineHours' | 'booking.reminderHoursBefore', min: number, max: number) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={word(name === 'booking.changeDeadlineHours' ? 'changeDeadlineHours' : 'reminderHoursBefore')}
          description={word(
            name === 'booking.changeDeadlineHours' ? 'changeDeadlineDescription' : 'reminderHoursDescription',
          )}
          suffix=" timer"
          min={min}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          maw={320}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
          disabled={field.disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <SettingsForm readOnly={readOnly} saving={saving} onSubmit={submit}>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          {hours('booking.changeDeadlineHours', 0, bookingSettingsLimits.changeDeadlineHours)}
          <Controller
            control={form.control}
            name="booking.reminderEnabled"
            render={({ field }) => (
              <Switch
                label={word('reminderEnabled')}
                description={word('reminderDescription')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                disabled={field.disabled}
              />
            )}
          />
          {reminder && hours('booking.reminderHoursBefore', 1, bookingSettingsLimits.reminderHoursBefore)}
          <TextInput
            label={word('copyEmail')}
            description={word('copyEmailDescription')}
            type="email"
            maw={420}
            {...form.register('booking.copyEmail')}
            error={form.formState.errors.booking?.copyEmail?.message}
          />
          <Textarea
            label={word('confirmationText')}
            description={word('confirmationTextDescription')}
            rows={4}
            maxLength={bookingSettingsLimits.confirmationText}
            {...form.register('booking.confirmationText')}
            error={form.formState.errors.booking?.confirmationText?.message}
          />
        </Stack>
      </Paper>
    </SettingsForm>
  );
}

export { BookingSettingsScreen as Component };
