import { ActionIcon, Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type ProductListFilter, useProductsById } from '../../hooks/api/products';
import { ProductSearchSelect } from './ProductSearchSelect';
import { ProductThumbnail } from './ProductThumbnail';

/**
 * Chosen products in order (cross-sell of a product or a template): a search to add one (500 ms
 * debounce, spec 3 §9) and the list, each with its picture, its name ('deleted' when gone) and a
 * button to take it out.
 */
export function ProductChoiceList(props: {
  ids: readonly string[];
  onChange: (ids: string[]) => void;
  readOnly: boolean;
  filter: ProductListFilter;
  labels: {
    help: string;
    add: string;
    /** The list's accessible name. */
    list: string;
    /** The name shown for a product that is gone. */
    deleted: string;
    remove: (name: string) => string;
    /** Shown when the chosen products cannot be read; without it, nothing is. */
    loadFailed?: string;
  };
  /** Shown instead of the list when nothing is chosen. */
  empty: ReactNode;
}) {
  const { ids, labels, readOnly } = props;
  const products = useProductsById(ids);
  const nameOf = (id: string) =>
    products.data?.find((product) => product._id === id)?.name ?? (products.isPending ? '…' : labels.deleted);
  return (
    <>
      <Text size="sm" c="dimmed">
        {labels.help}
      </Text>
      {!readOnly && (
        <ProductSearchSelect
          label={labels.add}
          filter={props.filter}
          excluded={ids}
          onChoose={(product) => props.onChange([...ids, product._id])}
        />
      )}
      {labels.loadFailed && products.isError && (
        <Alert color="red" role="alert">
          {labels.loadFailed}
        </Alert>
      )}
      {ids.length === 0 ? (
        props.empty
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={labels.list}>
          {ids.map((id) => {
            const product = products.data?.find((candidate) => candidate._id === id);
            const name = nameOf(id);
            return (
              <Paper key={id} withBorder p="xs" component="li" aria-label={name}>
                <Group wrap="nowrap">
                  <ProductThumbnail url={product?.image ?? null} size={41} />
                  <Text size="sm" fw={500} style={{ flex: 1 }}>
                    {name}
                  </Text>
                  {!readOnly && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={labels.remove(name)}
                      onClick={() => props.onChange(ids.filter((other) => other !== id))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </>
  );
}
