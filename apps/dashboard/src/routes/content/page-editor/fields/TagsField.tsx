import type { PageDocument } from '@vev/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SiteTagsInput } from '../../../../components/SiteTagsInput';

/** The page's tags, from the site's tags. */
export function TagsField(props: { disabled: boolean; allowNew: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<PageDocument>();
  return (
    <Controller
      control={control}
      name="tags"
      render={({ field, fieldState }) => (
        <SiteTagsInput
          label={t('editor.fields.tags')}
          value={field.value}
          onChange={field.onChange}
          disabled={props.disabled}
          allowNew={props.allowNew}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
