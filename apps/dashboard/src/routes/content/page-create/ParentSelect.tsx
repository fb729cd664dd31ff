import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { searchDebounceMs } from '@vev/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageList } from '../../../hooks/api/pages';
import type { PageKindConfig } from '../page-kinds';

export interface ParentOption {
  _id: string;
  title: string;
}

interface ParentSelectProps {
  kind: PageKindConfig;
  value: string | null;
  onChange: (id: string | null) => void;
  /** The option chosen before the modal opened (the tree node the list stands in). */
  initial: ParentOption | null;
  error?: string | undefined;
}

/** Pages of the same kind as the new one, searched on the server as the user types. */
export function ParentSelect({ kind, value, onChange, initial, error }: ParentSelectProps) {
  const { t } = useTranslation();
  const words = {
    singular: t(`content.kinds.${kind.segment}.singular`),
    plural: t(`content.kinds.${kind.segment}.plural`),
  };
  const [chosen, setChosen] = useState<ParentOption | null>(initial);
  const [search, setSearch] = useState(initial?.title ?? '');
  // The box shows the chosen title; only other text is a search.
  const [text] = useDebouncedValue(search === (chosen?.title ?? '') ? '' : search.trim(), searchDebounceMs);
  const pages = usePageList({ ...kind.filter, text: text || undefined });

  const { options, paths } = useMemo(() => {
    const found = pages.data?.pages.flat() ?? [];
    const listed = found.map((page) => ({ value: page._id, label: page.title }));
    if (chosen && !listed.some((option) => option.value === chosen._id)) {
      listed.unshift({ value: chosen._id, label: chosen.title });
    }
    // Two pages may share a title; the path tells them apart.
    return { options: listed, paths: new Map(found.map((page) => [page._id, page.path])) };
  }, [pages.data, chosen]);

  return (
    <Select
      label={t('content.createModal.parentLabel', words)}
      description={t('content.createModal.parentDescription')}
      placeholder={t('content.createModal.parentPlaceholder', words)}
      data={options}
      value={value}
      onChange={(id, option) => {
        setChosen(id && option ? { _id: id, title: option.label } : null);
        onChange(id);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          {paths.has(option.value) && (
            <Text size="xs" c="dimmed">
              {paths.get(option.value)}
            </Text>
          )}
        </Stack>
      )}
      nothingFoundMessage={pages.isFetching ? undefined : t('content.createModal.parentNothingFound', words)}
      rightSection={pages.isFetching ? <Loader size="xs" /> : undefined}
      error={error}
    />
  );
}
