import { Checkbox, ColorSwatch, Group, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import { type CustomizeOption, formatMoney } from '@vev/shared';

/** '(+ 99,00 kr)' after a label, as the product page writes what a field or choice adds. */
const plus = (price: number) => (price > 0 ? ` (+ ${formatMoney(price)})` : '');

/**
 * One customization field of a draft line, as the storefront's product page offers it: text, a
 * number, a tick, or one of the field's choices (with its colour). The value is text, as a form sends it.
 */
export function CustomizeFieldInput(props: {
  field: CustomizeOption;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { field, value, error, disabled, onChange } = props;
  const label = `${field.label}${plus(field.price)}`;
  const common = {
    label,
    description: field.description || undefined,
    error,
    disabled,
    required: field.required,
  };
  if (field.type === 'Radio' || field.type === 'Color') {
    return (
      <Radio.Group {...common} value={value || null} onChange={onChange}>
        <Stack gap={6} mt={6}>
          {field.options.map((option) => (
            <Radio
              key={option.label}
              value={option.label}
              label={
                <Group gap={6} wrap="nowrap">
                  {field.type === 'Color' && option.meta && <ColorSwatch color={option.meta} size={14} />}
                  {`${option.label}${plus(option.price)}`}
                </Group>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  if (field.type === 'Checkbox') {
    return (
      <Checkbox
        label={label}
        description={common.description}
        error={error}
        disabled={disabled}
        checked={value === 'true'}
        onChange={(event) => onChange(event.currentTarget.checked ? 'true' : '')}
      />
    );
  }
  if (field.type === 'Number' || field.type === 'NumberMultiplier' || field.type === 'Stepper') {
    return (
      <NumberInput
        {...common}
        value={value}
        min={field.min ?? undefined}
        max={field.max ?? undefined}
        allowDecimal={field.type === 'Number'}
        decimalSeparator=","
        placeholder={field.placeholder || undefined}
        onChange={(next) => onChange(String(next))}
      />
    );
  }
  return (
    <TextInput
      {...common}
      value={value}
      maxLength={field.max ?? undefined}
      placeholder={field.placeholder || undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
