import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchDebounceMs } from '@vev/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReferenceOption, type ReferenceSearch, type SearchTarget, useSectionFormContext } from '../context';
import { useChosenOption } from './use-chosen-option';

export interface ReferenceSelectProps {
  target: SearchTarget;
  label: string;
  description?: ReactNode;
  value: string | null;
  onChange(id: string | null): void;
  error?: ReactNode;
  disabled?: boolean;
  withAsterisk?: boolean;
}

/**
 * A page, category, product, component or form, searched as the user types (500 ms debounce). A
 * target the screen gives no search for cannot be chosen, and the field says so.
 */
export function ReferenceSelect(props: ReferenceSelectProps) {
  const { t } = useTranslation();
  const search = useSectionFormContext().searches[props.target];
  const none = t(`sectionForm.reference.none.${props.target}`);
  if (!search) {
    const { target: _target, onChange: _onChange, value: _value, ...input } = props;
    return <Select {...input} data={[]} value={null} placeholder={none} disabled />;
  }
  return <SearchingSelect {...props} search={search} none={none} />;
}

function SearchingSelect({
  search,
  none,
  value,
  onChange,
  ...input
}: ReferenceSelectProps & { search: ReferenceSearch; none: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const chosen = useChosenOption(input.target, value);
  const chosenLabel =
    value === null
      ? ''
      : (chosen.data?.label ?? (chosen.isPending ? t('common.loading') : t('sectionForm.reference.missing')));
  // The box shows the chosen option's label; only other text is a search.
  const [query] = useDebouncedValue(text.trim() === chosenLabel ? '' : text.trim(), searchDebounceMs);
  const found = useQuery({
    queryKey: [...search.queryKey, 'search', query],
    queryFn: ({ signal }) => search.search(query, signal),
    enabled: opened,
    placeholderData: keepPreviousData,
  });

  const options: ReferenceOption[] = [...(found.data ?? [])];
  if (value !== null && !options.some((option) => option.value === value)) {
    options.unshift({ ...chosen.data, value, label: chosenLabel });
  }
  const descriptions = new Map(options.map((option) => [option.value, option.description]));

  const { target: _target, ...select } = input;
  return (
    <Select
      {...select}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      searchValue={text}
      onSearchChange={setText}
      onDropdownOpen={() => setOpened(true)}
      filter={({ options: all }) => all}
      placeholder={t('sectionForm.reference.placeholder')}
      nothingFoundMessage={found.isFetching ? undefined : none}
      rightSection={found.isFetching ? <Loader size="xs" /> : undefined}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          {descriptions.get(option.value) && (
            <Text size="xs" c="dimmed">
              {descriptions.get(option.value)}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}
