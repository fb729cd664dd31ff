import { Text, Textarea, TextInput } from '@mantine/core';
import { exceedsRecommendedLength } from '@vev/shared';
import { Controller, type FieldPath, type FieldValues, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A text field with a length counter that turns the warning colour past its recommended length. */
export function CountedInput<T extends FieldValues>(props: {
  name: FieldPath<T>;
  label: string;
  max: number;
  multiline?: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={props.name}
      render={({ field, fieldState }) => {
        const value = (field.value as string | undefined) ?? '';
        const over = exceedsRecommendedLength(value, props.max);
        const counter = (
          <Text size="xs" c={over ? 'orange.7' : 'dimmed'} fw={over ? 600 : 400} data-over={over}>
            {t('editor.counter', { count: value.length, max: props.max })}
          </Text>
        );
        const common = {
          label: props.label,
          value,
          onChange: (event: { currentTarget: { value: string } }) => field.onChange(event.currentTarget.value),
          onBlur: field.onBlur,
          error: fieldState.error?.message,
          description: counter,
          disabled: props.disabled,
        };
        return props.multiline ? <Textarea {...common} autosize minRows={2} /> : <TextInput {...common} />;
      }}
    />
  );
}
