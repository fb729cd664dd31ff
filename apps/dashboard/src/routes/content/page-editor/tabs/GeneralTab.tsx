import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import type { Page, PageDocument } from '@vev/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimePicker } from '../../../../components/date-pickers';
import { ImageField } from '../../../../components/form-fields/ImageField';
import { SeoFieldset } from '../../../../components/form-fields/SeoFieldset';
import { fromNorwegianWallTime, toNorwegianWallTime } from '../../../../components/format';
import type { editor } from '../../../../i18n/nb/editor';
import type { PageKindConfig } from '../../page-kinds';
import { ParentSelect } from '../fields/ParentSelect';
import { TagsField } from '../fields/TagsField';

const required = ' *';

/** Generelt: the page's own fields, search and sharing (with counters), and its plug. */
export function GeneralTab({ page, kind, readOnly }: { page: Page; kind: PageKindConfig; readOnly: boolean }) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<PageDocument>();
  const errors = formState.errors;
  // One label key at a time; the cast spares i18next's types a union with interpolated keys.
  const field = (key: keyof typeof editor.fields) => t(`editor.fields.${key}` as 'editor.fields.title');
  const current = page.parents.at(-1) ?? null;
  return (
    <Stack gap="lg" maw={760}>
      <Fieldset legend={t('editor.tabs.general')} disabled={readOnly}>
        <Stack>
          <TextInput label={`${field('title')}${required}`} error={errors.title?.message} {...register('title')} />
          {!page.isProductPage && (
            <TextInput
              label={field('slug')}
              description={field('slugDescription')}
              error={errors.slug?.message}
              {...register('slug')}
            />
          )}
          <ParentSelect
            pageId={page._id}
            filter={kind.filter}
            current={current ? { _id: current._id, title: current.title } : null}
            disabled={readOnly}
          />
          <Textarea
            label={field('preamble')}
            autosize
            minRows={3}
            error={errors.preamble?.message}
            {...register('preamble')}
          />
          <ImageField name="featuredImage" label={field('featuredImage')} disabled={readOnly} />
          <Controller
            control={control}
            name="publishDate"
            render={({ field: date }) => (
              <DateTimePicker
                label={field('publishDate')}
                valueFormat="D. MMMM YYYY [kl.] HH:mm"
                clearable
                value={date.value ? toNorwegianWallTime(date.value) : null}
                onChange={(value) => date.onChange(value ? fromNorwegianWallTime(value) : null)}
                disabled={readOnly}
              />
            )}
          />
          <TagsField disabled={readOnly} allowNew={!readOnly} />
        </Stack>
      </Fieldset>

      <SeoFieldset legend={field('seo')} readOnly={readOnly} />

      <Fieldset legend={field('plug')} disabled={readOnly}>
        <Stack>
          <TextInput label={field('plugTitle')} {...register('plug.title')} />
          <Textarea label={field('plugExcerpt')} autosize minRows={2} {...register('plug.excerpt')} />
          <ImageField name="plug.image" label={field('plugImage')} disabled={readOnly} />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
