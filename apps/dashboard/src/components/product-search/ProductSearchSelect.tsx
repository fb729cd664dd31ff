import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchDebounceMs } from '@vev/shared';
import { useState } from 'react';
import { type ProductListFilter, useProductPicker } from '../../hooks/api/products';

/**
 * Finds a product to add (a bundle item, cross-sell, a product to link), searched as the user types
 * (500 ms debounce, spec 3 §9), leaving out the ids already chosen. Choosing hands the product on
 * and empties the box for the next one.
 */
export function ProductSearchSelect(props: {
  label: string;
  filter?: ProductListFilter;
  excluded: readonly string[];
  onChoose: (product: { _id: string; name: string }) => void;
  disabled?: boolean;
}) {
  const picker = useProductPicker(props.filter);
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const [query] = useDebouncedValue(text.trim(), searchDebounceMs);
  const found = useQuery({
    queryKey: [...picker.queryKey, 'search', query],
    queryFn: ({ signal }) => picker.search(query, signal),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const options = (found.data ?? []).filter((product) => !props.excluded.includes(product._id));
  return (
    <Select
      label={props.label}
      searchable
      clearable
      disabled={props.disabled}
      value={null}
      searchValue={text}
      onSearchChange={setText}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      filter={({ options: all }) => all}
      data={options.map((product) => ({
        value: product._id,
        label: product.sku ? `${product.name} (${product.sku})` : product.name,
      }))}
      onChange={(id) => {
        const product = options.find((candidate) => candidate._id === id);
        if (product) props.onChoose(product);
        setText('');
      }}
    />
  );
}
