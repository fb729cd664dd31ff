import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatMoney, gateAllows, type ProductListItem, priceTypeLabels, stockStatusLabels } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductThumbnail } from '../../../components/product-search/ProductThumbnail';
import { type ResourceColumn, ResourceList, useListSearch } from '../../../components/resource-list';
import { productListFilter, useProductList } from '../../../hooks/api/products';
import { usePermission } from '../../../hooks/api/sites';
import { newShopId, productPath } from '../paths';
import { ProductStatusBadge } from '../product-detail/ProductStatusBadge';

/** A product's price in the list: the price with its 'før'-price, or 'Etter avtale'. */
function PriceCell({ product }: { product: ProductListItem }) {
  if (product.bundle && product.price.value === 0) return <Text size="sm">–</Text>;
  if (product.price.type === 'byAppointment') return <Text size="sm">{priceTypeLabels.byAppointment}</Text>;
  const { value, compareAtValue } = product.price;
  return (
    <Stack gap={0}>
      <Text size="sm">{formatMoney(value)}</Text>
      {compareAtValue !== null && compareAtValue > value && (
        <Text size="xs" c="dimmed" td="line-through">
          {formatMoney(compareAtValue)}
        </Text>
      )}
    </Stack>
  );
}

/** /butikk/produkter: search by name, SKU and tag; thumbnails, price, stock and status (spec 3 §2). */
export function ProductListScreen() {
  const { t } = useTranslation();
  const canWrite = gateAllows('contributor', usePermission());
  const search = useListSearch();
  const list = useProductList(productListFilter(search.text));
  const columns = useMemo<ResourceColumn<ProductListItem>[]>(
    () => [
      {
        key: 'name',
        title: t('shop.products.columns.name'),
        cell: (product) => (
          <Group gap="sm" wrap="nowrap">
            <ProductThumbnail url={product.image} size={41} />
            <Stack gap={2}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500}>
                  {product.name}
                </Text>
                {product.bundle && (
                  <Badge size="xs" variant="light" color="grape" tt="none">
                    {t('shop.products.bundleBadge')}
                  </Badge>
                )}
                {product.type === 'variantShell' && (
                  <Badge size="xs" variant="light" color="gray" tt="none">
                    {t('shop.products.shellBadge')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {product.sku || t('shop.products.noSku')}
                {product.variantCount > 0 && ` · ${t('shop.products.variantCount', { count: product.variantCount })}`}
              </Text>
            </Stack>
          </Group>
        ),
      },
      { key: 'price', title: t('shop.products.columns.price'), compact: true, cell: (p) => <PriceCell product={p} /> },
      {
        key: 'stock',
        title: t('shop.products.columns.stock'),
        compact: true,
        visibleFrom: 'sm',
        cell: (product) => (
          <Text size="sm" c={product.manageStock && product.stockCount <= 0 ? 'red.7' : undefined}>
            {product.manageStock
              ? t('shop.products.stockCount', { count: product.stockCount })
              : stockStatusLabels[product.stockStatus]}
          </Text>
        ),
      },
      {
        key: 'status',
        title: t('shop.products.columns.status'),
        compact: true,
        visibleFrom: 'sm',
        cell: (product) => <ProductStatusBadge status={product.status} modified={product.modified} />,
      },
    ],
    [t],
  );

  const create = canWrite ? (
    <Button component={Link} to={productPath(newShopId)} leftSection={<IconPlus size={16} />}>
      {t('shop.products.create')}
    </Button>
  ) : undefined;
  return (
    <ResourceList
      title={t('shop.products.title')}
      action={create}
      search={search}
      searchPlaceholder={t('shop.products.search')}
      columns={columns}
      query={list}
      rowKey={(product) => product._id}
      rowLink={(product) => ({ to: productPath(product._id), label: product.name })}
      emptyState={{
        title: t('shop.products.empty'),
        description: t('shop.products.emptyText'),
        action: create,
        noMatches: (text) => ({
          title: t('shop.products.noneFound'),
          description: t('shop.products.noMatch', { search: text }),
        }),
      }}
    />
  );
}

export { ProductListScreen as Component };
