import { Group } from '@mantine/core';
import type { ExperimentValues } from '@vev/shared';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimePicker } from '../../../components/date-pickers';
import { fromNorwegianWallTime, toNorwegianWallTime } from '../../../components/format';

/** Fra and Til, chosen in Norwegian time and kept as ISO strings; either may be left empty. */
export function DatesFields(props: { control: Control<ExperimentValues>; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-start">
      {(['fromDate', 'toDate'] as const).map((name) => (
        <Controller
          key={name}
          control={props.control}
          name={name}
          render={({ field, fieldState }) => (
            <DateTimePicker
              label={t(`experiments.fields.${name}`)}
              description={name === 'fromDate' ? t('experiments.fields.datesHelp') : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              clearable
              valueFormat="D. MMMM YYYY [kl.] HH:mm"
              value={field.value ? toNorwegianWallTime(field.value) : null}
              onChange={(value) => field.onChange(value ? fromNorwegianWallTime(value) : null)}
              disabled={props.disabled}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
    </Group>
  );
}
