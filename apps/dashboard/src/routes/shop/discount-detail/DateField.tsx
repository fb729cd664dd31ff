import type { DiscountForm } from '@vev/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { DateTimePicker } from '../../../components/date-pickers';
import { fromNorwegianWallTime, toNorwegianWallTime } from '../../../components/format';

/** A time of the discount, chosen in Norwegian time and kept as an ISO string. */
export function DateField(props: { name: 'startDate' | 'endDate'; label: string; readOnly: boolean }) {
  const { control } = useFormContext<DiscountForm>();
  return (
    <Controller
      control={control}
      name={props.name}
      render={({ field, fieldState }) => (
        <DateTimePicker
          label={props.label}
          withAsterisk
          valueFormat="D. MMMM YYYY [kl.] HH:mm"
          value={field.value ? toNorwegianWallTime(field.value) : null}
          onChange={(value) => field.onChange(value ? fromNorwegianWallTime(value) : null)}
          disabled={props.readOnly}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
