import { ActionIcon, Card, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconTrash } from '@tabler/icons-react';
import { type DraftOrderLineInput, formatMoney, type Order } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductSearchSelect } from '../../../components/product-search/ProductSearchSelect';
import { useDraftLineProduct } from '../../../hooks/api/orders';
import { productHooks } from '../../../hooks/api/products';
import { DraftLineModal, type LineEdit } from './DraftLineModal';
import { hasLineChoices } from './draft-line-form';

/**
 * A draft's products: each line with its variant and customizations, quantity and the server's
 * prices; a product with choices opens its line form when added, others are added at once.
 */
export function DraftLines(props: {
  order: Order;
  disabled: boolean;
  canWrite: boolean;
  onChange: (lines: DraftOrderLineInput[]) => Promise<unknown>;
}) {
  const { order, disabled, canWrite } = props;
  const { t } = useTranslation();
  const readProduct = useDraftLineProduct();
  const [edit, setEdit] = useState<LineEdit | null>(null);
  const lines: DraftOrderLineInput[] = order.draftLines ?? [];
  const replace = (index: number, line: DraftOrderLineInput) =>
    props.onChange(index < lines.length ? lines.map((entry, at) => (at === index ? line : entry)) : [...lines, line]);
  const add = async (productId: string) => {
    const product = await readProduct(productId);
    if (hasLineChoices(product)) setEdit({ productId, index: lines.length, line: null });
    else await replace(lines.length, { productId, variantId: null, quantity: 1, customizations: [] });
  };

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('shop.orders.draft.products')}
        </Title>
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {canWrite ? t('shop.orders.draft.noLines') : t('shop.orders.draft.noLinesReadOnly')}
          </Text>
        ) : (
          <Table aria-label={t('shop.orders.draft.products')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('shop.orders.draft.product')}</Table.Th>
                <Table.Th w={110}>{t('shop.orders.draft.quantity')}</Table.Th>
                <Table.Th ta="right">{t('shop.orders.draft.price')}</Table.Th>
                <Table.Th ta="right">{t('shop.orders.draft.lineTotal')}</Table.Th>
                {canWrite && <Table.Th w={80} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => {
                const priced = order.orderLines[index];
                const name = priced?.product?.name ?? priced?.name ?? line.productId;
                return (
                  <Table.Tr key={priced?._id ?? `${line.productId}:${index}`}>
                    <Table.Td>
                      <Text size="sm">{name}</Text>
                      {priced?.variant?.name && (
                        <Text size="xs" c="dimmed">
                          {t('shop.orders.draft.variant')}: {priced.variant.name}
                        </Text>
                      )}
                      {priced?.customizations.map((entry) => (
                        <Text size="xs" c="dimmed" key={entry.label}>
                          {entry.label}: {entry.value}
                          {entry.subtotal > 0 ? ` (${formatMoney(entry.subtotal)})` : ''}
                        </Text>
                      ))}
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('shop.orders.draft.quantityOf', { name })}
                        min={1}
                        max={999}
                        allowDecimal={false}
                        value={line.quantity}
                        disabled={disabled}
                        onBlur={(event) => {
                          const quantity = Number(event.currentTarget.value);
                          if (Number.isInteger(quantity) && quantity >= 1 && quantity !== line.quantity) {
                            void replace(index, { ...line, quantity });
                          }
                        }}
                      />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm">{priced ? formatMoney(priced.productPrice) : '–'}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm">{priced ? formatMoney(priced.total) : '–'}</Text>
                    </Table.Td>
                    {canWrite && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <LineChoicesButton
                            productId={line.productId}
                            name={name}
                            disabled={disabled}
                            onClick={() => setEdit({ productId: line.productId, index, line })}
                          />
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('shop.orders.draft.removeOf', { name })}
                            disabled={disabled}
                            onClick={() => void props.onChange(lines.filter((_entry, at) => at !== index))}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {canWrite && (
          <ProductSearchSelect
            label={t('shop.orders.draft.addProduct')}
            filter={{ draft: 'false' }}
            excluded={[]}
            disabled={disabled}
            onChoose={(product) => void add(product._id)}
          />
        )}
        <DraftTotals order={order} />
      </Stack>
      <DraftLineModal
        edit={edit}
        onClose={() => setEdit(null)}
        onSave={(line) => (edit ? replace(edit.index, line) : Promise.resolve())}
      />
    </Card>
  );
}

/** 'Tilpass' on a line whose product has a variant or customizations to choose. */
function LineChoicesButton(props: { productId: string; name: string; disabled: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  const product = productHooks.useOne(props.productId);
  if (!product.data || !hasLineChoices(product.data)) return null;
  return (
    <ActionIcon
      variant="subtle"
      aria-label={t('shop.orders.draft.customizeOf', { name: props.name })}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <IconAdjustmentsHorizontal size={16} />
    </ActionIcon>
  );
}

function DraftTotals({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="xl">
      <Stack gap={2} align="flex-end">
        {order.shippingLines.map((line) => (
          <Text size="sm" key={line._id}>
            {t('shop.orders.draft.subtotalShipping')} ({line.methodName}): {formatMoney(line.total)}
          </Text>
        ))}
        <Text size="sm" c="dimmed">
          {t('shop.orders.draft.tax')}: {formatMoney(order.totalTax)}
        </Text>
        <Text fw={600} data-testid="draft-total">
          {t('shop.orders.draft.total')}: {formatMoney(order.total)}
        </Text>
      </Stack>
    </Group>
  );
}
