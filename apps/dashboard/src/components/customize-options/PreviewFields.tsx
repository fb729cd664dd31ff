import {
  ColorInput,
  Fieldset,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { type CustomizeOption, textAligns, textTransforms } from '@vev/shared';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../media-library/ImagePicker';
import { OptionalNumberInput } from '../OptionalNumberInput';

type Form = UseFormReturn<CustomizeOption>;
const weights = ['', '400', '500', '600', '700'] as const;

/**
 * How the product's preview draws the field: where (x, y, z, scale), on which image, and in which
 * font; the characters per line are needed when the text scales itself (spec 3 §5).
 */
export function PreviewFields({ form, disabled }: { form: Form; disabled: boolean }) {
  const { t } = useTranslation();
  const preview = useWatch({ control: form.control, name: 'preview' });
  const autoScale = useWatch({ control: form.control, name: 'previewFontAutoScale' });
  const words = 'shop.customizeOptions.preview';
  return (
    <Stack>
      <Controller
        control={form.control}
        name="preview"
        render={({ field }) => (
          <Switch
            label={t(`${words}.enabled`)}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            disabled={field.disabled}
          />
        )}
      />
      {preview && (
        <>
          <Fieldset legend={t(`${words}.position`)} disabled={disabled}>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <OptionalNumberInput form={form} name="previewX" label={t(`${words}.x`)} />
              <OptionalNumberInput form={form} name="previewY" label={t(`${words}.y`)} />
              <OptionalNumberInput form={form} name="previewZ" label={t(`${words}.z`)} />
              <OptionalNumberInput form={form} name="previewScale" label={t(`${words}.scale`)} step={0.1} />
            </SimpleGrid>
          </Fieldset>
          <Controller
            control={form.control}
            name="previewImage"
            render={({ field }) => (
              <ImagePicker
                label={t(`${words}.image`)}
                value={field.value}
                onChange={field.onChange}
                disabled={field.disabled ?? false}
              />
            )}
          />
          <Fieldset legend={t(`${words}.font`)} disabled={disabled}>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput label={t(`${words}.fontFamily`)} {...form.register('previewFontFamily')} />
                <OptionalNumberInput form={form} name="previewFontSize" label={t(`${words}.fontSize`)} />
                <Controller
                  control={form.control}
                  name="previewFontWeight"
                  render={({ field }) => (
                    <Select
                      label={t(`${words}.fontWeight`)}
                      allowDeselect={false}
                      data={weights.map((value) => ({ value, label: t(`${words}.weights.${value}`) }))}
                      value={field.value}
                      onChange={(value) => field.onChange(value ?? '')}
                      disabled={field.disabled}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="previewFontColor"
                  render={({ field }) => (
                    <ColorInput
                      label={t(`${words}.fontColor`)}
                      format="hex"
                      value={field.value}
                      onChange={field.onChange}
                      disabled={field.disabled}
                    />
                  )}
                />
              </SimpleGrid>
              <Controller
                control={form.control}
                name="previewFontAutoScale"
                render={({ field }) => (
                  <Switch
                    label={t(`${words}.autoScale`)}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    disabled={field.disabled}
                  />
                )}
              />
              <OptionalNumberInput
                form={form}
                name="previewFontCharactersPerLine"
                label={t(`${words}.charactersPerLine`)}
                withAsterisk={autoScale}
                allowDecimal={false}
                min={1}
                maw={200}
              />
              <Controller
                control={form.control}
                name="previewTextAlign"
                render={({ field }) => (
                  <Stack gap={4}>
                    <Text size="sm" fw={500}>
                      {t(`${words}.textAlign`)}
                    </Text>
                    <SegmentedControl
                      w="fit-content"
                      data={textAligns.map((value) => ({ value, label: t(`${words}.aligns.${value}`) }))}
                      value={field.value}
                      onChange={(value) => field.onChange(value)}
                      disabled={field.disabled}
                    />
                  </Stack>
                )}
              />
              <Controller
                control={form.control}
                name="previewTextTransform"
                render={({ field }) => (
                  <Select
                    label={t(`${words}.textTransform`)}
                    maw={260}
                    allowDeselect={false}
                    data={textTransforms.map((value) => ({ value, label: t(`${words}.transforms.${value}`) }))}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value)}
                    disabled={field.disabled}
                  />
                )}
              />
            </Stack>
          </Fieldset>
        </>
      )}
    </Stack>
  );
}
