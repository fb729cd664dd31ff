import { TextInput, type TextInputProps } from '@mantine/core';
import { moneyInputText, parseMoney } from '@vev/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** øre; null is an empty field (allowed when `nullable`). */
  value: number | null;
  onChange: (ore: number | null) => void;
  nullable?: boolean;
}

/**
 * An amount in kroner, edited as text ('1299,00') and handed on in øre when the field is left:
 * at most two decimals (ARCHITECTURE.md 'Money'); what cannot be read says so and changes nothing.
 */
export function MoneyInput({ value, onChange, nullable, error, ...input }: MoneyInputProps) {
  const { t } = useTranslation();
  const shown = value === null ? '' : moneyInputText(value);
  const [text, setText] = useState(shown);
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    if (!text.trim() && nullable) {
      setUnreadable(false);
      if (value !== null) onChange(null);
      return;
    }
    const ore = parseMoney(text);
    setUnreadable(ore === null);
    if (ore !== null && ore !== value) onChange(ore);
    if (ore !== null) setText(moneyInputText(ore));
  };
  return (
    <TextInput
      {...input}
      inputMode="decimal"
      rightSection="kr"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={unreadable ? t('common.badMoney') : error}
    />
  );
}
