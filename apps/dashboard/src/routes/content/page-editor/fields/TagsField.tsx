import { TagsInput } from '@mantine/core';
import type { PageDocument } from '@vev/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSite, useUpdateSite } from '../../../../hooks/api/sites';

const folded = (tag: string) => tag.trim().toLocaleLowerCase('nb');

/** Tags: no tag twice (whatever its case); a new one is added to the site's tags as well (spec 1 §5). */
export function TagsField(props: { disabled: boolean; allowNew: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<PageDocument>();
  const { data: site } = useSite();
  const updateSite = useUpdateSite();
  const known = site?.tags ?? [];
  return (
    <Controller
      control={control}
      name="tags"
      render={({ field, fieldState }) => (
        <TagsInput
          label={t('editor.fields.tags')}
          data={known}
          value={field.value}
          disabled={props.disabled}
          error={fieldState.error?.message}
          clearable
          onChange={(values) => {
            const unique: string[] = [];
            for (const value of values) {
              const match = known.find((tag) => folded(tag) === folded(value)) ?? value.trim();
              if (match && !unique.some((tag) => folded(tag) === folded(match))) unique.push(match);
            }
            const fresh = unique.filter((tag) => !known.some((existing) => folded(existing) === folded(tag)));
            if (fresh.length && !props.allowNew) return;
            if (fresh.length) updateSite.mutate({ tags: [...known, ...fresh] });
            field.onChange(unique);
          }}
        />
      )}
    />
  );
}
