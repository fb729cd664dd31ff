import { ColorInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DefinitionOf, FieldProps } from '../types';
import { isRgbFunction, toRgba } from './color';
import { inputProps } from './input-props';

/**
 * A colour from the picker as rgba(r,g,b,a). Typed text is kept as it is while it is being written
 * and becomes rgba when the field is left; empty means the theme's colour.
 */
export function ColorField(props: FieldProps<string, DefinitionOf<'color'>>) {
  const { t } = useTranslation();
  return (
    <ColorInput
      {...inputProps(props)}
      format="rgba"
      value={props.value}
      onChange={(next) => props.onChange(isRgbFunction(next) ? (toRgba(next) ?? next) : next)}
      onBlur={() => {
        const rgba = toRgba(props.value);
        if (rgba && rgba !== props.value) props.onChange(rgba);
      }}
      placeholder={t('sectionForm.color.themeDefault')}
      fixOnBlur={false}
    />
  );
}
