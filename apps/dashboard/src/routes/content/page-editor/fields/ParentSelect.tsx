import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PageDocument } from '@vev/shared';
import { searchDebounceMs } from '@vev/shared';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type PageListFilter, usePageList } from '../../../../hooks/api/pages';

const noParent = '__none__';

/** Where the page sits in the tree: another page of the same kind, never the page itself. */
export function ParentSelect(props: {
  pageId: string;
  filter: PageListFilter;
  current: { _id: string; title: string } | null;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<PageDocument>();
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search, searchDebounceMs);
  const candidates = usePageList({ ...props.filter, text: text || undefined });
  const options = new Map<string, string>();
  if (props.current) options.set(props.current._id, props.current.title);
  for (const page of candidates.data?.pages.flat() ?? []) {
    if (page._id !== props.pageId && !page.inherited) options.set(page._id, page.title);
  }
  return (
    <Controller
      control={control}
      name="parent"
      render={({ field, fieldState }) => (
        <Select
          label={t('editor.fields.parent')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={t('editor.noMatches')}
          data={[
            { value: noParent, label: t('editor.fields.noParent') },
            ...[...options].map(([value, label]) => ({ value, label })),
          ]}
          value={field.value ?? noParent}
          onChange={(value) => field.onChange(value === noParent || value === null ? null : value)}
          error={fieldState.error?.message}
          disabled={props.disabled}
          filter={({ options: all }) => all}
        />
      )}
    />
  );
}
