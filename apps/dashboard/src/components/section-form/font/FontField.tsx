import { Autocomplete, Button, Group, Input, NumberInput, Select } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import type { FontSetting } from '@vev/sections';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionFormContext } from '../context';
import { firstMessage, ownMessage, partErrors } from '../field-errors';
import type { DefinitionOf, FieldProps } from '../types';
import { FontScreenSizeModal } from './FontScreenSizeModal';
import { fontWeights, toFontValue, unsetFont } from './font-value';

/** A font: family, weight and size in rem, and overrides per screen size in their own modal. */
export function FontField(props: FieldProps<FontSetting | null, DefinitionOf<'font'>>) {
  const { t } = useTranslation();
  const { fontFamilies } = useSectionFormContext();
  const [editingSizes, setEditingSizes] = useState(false);
  const font = props.value ?? unsetFont;
  const change = (changes: Partial<FontSetting>) => props.onChange(toFontValue({ ...font, ...changes }));
  // Weight, size and screen sizes belong to a font; without one the theme's applies.
  const unset = props.value === null;
  return (
    <Input.Wrapper
      label={props.label}
      description={props.definition.description}
      withAsterisk={props.definition.required === true}
      error={firstMessage(partErrors(props.errors, 'mediaQueries'))}
      labelElement="div"
      role="group"
      aria-label={props.label}
    >
      <Group align="flex-start" wrap="nowrap" gap="xs" mt={4}>
        <Autocomplete
          label={t('sectionForm.font.family')}
          placeholder={t('sectionForm.font.themeFont')}
          data={[...fontFamilies]}
          value={font.family}
          onChange={(family) => change({ family })}
          error={ownMessage(props.errors) ?? firstMessage(partErrors(props.errors, 'family'))}
          disabled={props.disabled}
          style={{ flex: 1 }}
        />
        <Select
          label={t('sectionForm.font.weight')}
          data={fontWeights}
          value={String(font.weight)}
          onChange={(weight) => weight && change({ weight: Number(weight) })}
          error={firstMessage(partErrors(props.errors, 'weight'))}
          allowDeselect={false}
          disabled={props.disabled || unset}
          w={100}
        />
        <NumberInput
          label={t('sectionForm.font.size')}
          value={font.size}
          onChange={(size) => typeof size === 'number' && change({ size })}
          error={firstMessage(partErrors(props.errors, 'size'))}
          min={0.5}
          max={10}
          step={0.125}
          decimalSeparator=","
          suffix=" rem"
          disabled={props.disabled || unset}
          w={110}
        />
      </Group>
      <Button
        mt="xs"
        size="xs"
        variant="default"
        leftSection={<IconDeviceDesktop size={16} />}
        onClick={() => setEditingSizes(true)}
        disabled={props.disabled || unset}
      >
        {t('sectionForm.font.screenSizesCount', { count: font.mediaQueries.length })}
      </Button>
      <FontScreenSizeModal
        opened={editingSizes}
        font={font}
        onClose={() => setEditingSizes(false)}
        onApply={(mediaQueries) => change({ mediaQueries })}
      />
    </Input.Wrapper>
  );
}
