import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney, type Order, type OrderLine, orderFallbacks } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format';

/** A line's name, with 'Slettet' when its product is gone. */
function LineName({ line }: { line: OrderLine }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={500}>
        {line.name || orderFallbacks.noName}
      </Text>
      {line.product && line.product.name === null && (
        <Badge size="xs" color="gray" variant="outline" tt="none">
          {orderFallbacks.deleted}
        </Badge>
      )}
    </Group>
  );
}

/** What the buyer chose and what comes with the line: SKU, attributes, customizations, bundle contents, booking. */
function LineDetails({ line, bundled }: { line: OrderLine; bundled: OrderLine[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <LineName line={line} />
      <Text size="xs" c="dimmed">
        {line.sku ? t('shop.orders.lines.sku', { sku: line.sku }) : orderFallbacks.noSku}
      </Text>
      {line.productAttributes.map((attribute) => (
        <Text size="xs" key={attribute.name}>
          {attribute.name}: {attribute.value}
        </Text>
      ))}
      {line.customizations.map((customization) => (
        <Text size="xs" key={customization.label}>
          {customization.label}: {customization.value}
          {customization.subtotal !== 0 && ` (${formatMoney(customization.subtotal)})`}
        </Text>
      ))}
      {bundled.length > 0 && (
        <Stack gap={0} mt={4}>
          <Text size="xs" c="dimmed">
            {t('shop.orders.lines.bundle')}
          </Text>
          {bundled.map((item) => (
            <Text size="xs" key={item._id}>
              {item.amount} × {item.product?.name === null ? orderFallbacks.bundledProductMissing : item.name}
            </Text>
          ))}
        </Stack>
      )}
      {line.booking && (
        <Text size="xs">
          {t('shop.orders.lines.booking')}:{' '}
          {t('shop.orders.lines.bookingTime', {
            start: formatDateTime(line.booking.start),
            end: formatDateTime(line.booking.end),
          })}
        </Text>
      )}
      {line.discount > 0 && (
        <Text size="xs" c="teal.8">
          {t('shop.orders.lines.discount')}: −{formatMoney(line.discount)}
        </Text>
      )}
    </Stack>
  );
}

/** The order's lines (a bundle's contents under the bundle), its shipping lines, MVA per rate and the total. */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation();
  const main = order.orderLines.filter((line) => line.bundleReference === null);
  const bundledIn = (line: OrderLine) => order.orderLines.filter((item) => item.bundleReference === line._id);
  const discount = order.orderLines.reduce((sum, line) => sum + line.discount, 0);
  return (
    <Paper withBorder radius="md">
      <Title order={3} size="h5" p="lg" pb="xs">
        {t('shop.orders.lines.title')}
      </Title>
      <Table verticalSpacing="sm" horizontalSpacing="lg" aria-label={t('shop.orders.lines.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shop.orders.lines.product')}</Table.Th>
            <Table.Th ta="right">{t('shop.orders.lines.price')}</Table.Th>
            <Table.Th ta="right">{t('shop.orders.lines.amount')}</Table.Th>
            <Table.Th ta="right">{t('shop.orders.lines.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {main.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text size="sm" c="dimmed">
                  {t('shop.orders.lines.none')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {main.map((line) => (
            <Table.Tr key={line._id}>
              <Table.Td>
                <LineDetails line={line} bundled={bundledIn(line)} />
              </Table.Td>
              <Table.Td ta="right" valign="top">
                {formatMoney(line.productPrice)}
              </Table.Td>
              <Table.Td ta="right" valign="top">
                {line.amount}
              </Table.Td>
              <Table.Td ta="right" valign="top">
                {formatMoney(line.total)}
              </Table.Td>
            </Table.Tr>
          ))}
          {order.shippingLines.map((line) => (
            <Table.Tr key={line._id}>
              <Table.Td colSpan={3}>
                <Text size="sm">
                  {t('shop.orders.lines.shipping')}: {line.methodName || orderFallbacks.noName}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatMoney(line.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {(discount > 0 || order.discountCode) && (
            <Table.Tr>
              <Table.Td colSpan={3} ta="right">
                <Text size="sm">
                  {order.discountCode
                    ? t('shop.orders.totals.discountWithCode', { code: order.discountCode })
                    : t('shop.orders.totals.discount')}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">−{formatMoney(discount)}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {order.taxes.map((tax) => (
            <Table.Tr key={`${tax.name}-${tax.basisPoints}`}>
              <Table.Td colSpan={3} ta="right">
                <Text size="sm" c="dimmed">
                  {t('shop.orders.totals.tax', { name: tax.name, rate: formatRate(tax.basisPoints) })}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" c="dimmed">
                  {formatMoney(tax.amount)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td colSpan={3} ta="right">
              <Text fw={600}>{t('shop.orders.totals.total')}</Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text fw={600}>{formatMoney(order.total)}</Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Paper>
  );
}

const rateFormat = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 });
/** 2500 basis points as '25'. */
const formatRate = (basisPoints: number) => rateFormat.format(basisPoints / 100);
