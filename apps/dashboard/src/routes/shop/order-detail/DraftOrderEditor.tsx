import {
  ActionIcon,
  Button,
  Card,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  type DraftOrderLineInput,
  formatMoney,
  gateAllows,
  type Order,
  type PaymentProviderName,
  paymentProviderNames,
} from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { notifySuccess } from '../../../components/notify';
import { ProductSearchSelect } from '../../../components/product-search/ProductSearchSelect';
import { newIdempotencyKey, useDraftOrderActions } from '../../../hooks/api/orders';
import { useSimpleVariants } from '../../../hooks/api/products';
import { useShippingZoneList } from '../../../hooks/api/shipping';
import { usePermission } from '../../../hooks/api/sites';
import { DraftBadge } from '../order-list/OrderBadges';
import { orderListPath } from '../paths';

type Info = Order['invoiceInformation'];
const infoFields = ['name', 'email', 'phone', 'address', 'postalCode', 'city', 'country'] as const;

/**
 * A draft order (spec 3 §4 'Orders can be drafts'): staff pick products, variants and quantities,
 * the buyer and the shipping method; every change goes to the server, which prices it. 'Fullfør
 * ordre' makes it an order (Faktura or a payment link); 'Slett utkast' removes it.
 */
export function DraftOrderEditor(props: { order: Order; canWrite: boolean }) {
  const { order, canWrite } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { change, complete, remove } = useDraftOrderActions(order._id);
  const lines: DraftOrderLineInput[] = order.draftLines ?? [];
  const [info, setInfo] = useState<Info>(order.invoiceInformation);
  const [completing, setCompleting] = useState(false);
  const [paymentUrl, setPaymentUrl] = useState<string | null>(null);
  const busy = change.isPending || complete.isPending || remove.isPending;
  const disabled = !canWrite || busy;

  const setLines = (next: DraftOrderLineInput[]) => change.mutate({ lines: next });
  const saveBuyer = () =>
    change.mutate({ invoiceInformation: info }, { onSuccess: () => notifySuccess(t('shop.orders.draft.saved')) });
  const deleteDraft = async () => {
    const sure = await confirmAction(t('shop.orders.draft.deleteConfirm'), t('shop.orders.draft.deleteSubmit'), {
      danger: true,
      cancelLabel: t('shop.orders.draft.cancel'),
    });
    if (!sure) return;
    await remove.mutateAsync();
    notifySuccess(t('shop.orders.draft.deleted'));
    navigate(`${orderListPath}?draft=true`);
  };

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={6}>
          <Title order={1}>{t('shop.orders.draft.title')}</Title>
          <Group gap="xs">
            <DraftBadge />
            <Text size="sm" c="dimmed">
              {t('shop.orders.draft.intro')}
            </Text>
          </Group>
        </Stack>
        {canWrite && (
          <Group gap="xs">
            <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={deleteDraft}>
              {t('shop.orders.draft.delete')}
            </Button>
            <Button onClick={() => setCompleting(true)} disabled={busy || lines.length === 0}>
              {t('shop.orders.draft.complete')}
            </Button>
          </Group>
        )}
      </Group>

      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('shop.orders.draft.products')}
          </Title>
          {lines.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('shop.orders.draft.noLines')}
            </Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('shop.orders.draft.product')}</Table.Th>
                  <Table.Th>{t('shop.orders.draft.variant')}</Table.Th>
                  <Table.Th w={110}>{t('shop.orders.draft.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('shop.orders.draft.price')}</Table.Th>
                  <Table.Th ta="right">{t('shop.orders.draft.lineTotal')}</Table.Th>
                  <Table.Th w={40} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line, index) => {
                  const priced = order.orderLines[index];
                  const name = priced?.product?.name ?? priced?.name ?? line.productId;
                  return (
                    <Table.Tr key={priced?._id ?? line.productId}>
                      <Table.Td>
                        <Text size="sm">{name}</Text>
                        {priced?.customizations.map((entry) => (
                          <Text size="xs" c="dimmed" key={entry.label}>
                            {entry.label}: {entry.value}
                          </Text>
                        ))}
                      </Table.Td>
                      <Table.Td>
                        <VariantSelect
                          productId={line.productId}
                          value={line.variantId}
                          disabled={disabled}
                          onChange={(variantId) =>
                            setLines(lines.map((entry, at) => (at === index ? { ...entry, variantId } : entry)))
                          }
                        />
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
                              setLines(lines.map((entry, at) => (at === index ? { ...entry, quantity } : entry)));
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
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('shop.orders.draft.removeOf', { name })}
                          disabled={disabled}
                          onClick={() => setLines(lines.filter((_entry, at) => at !== index))}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
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
              disabled={busy}
              onChoose={(product) =>
                setLines([...lines, { productId: product._id, variantId: null, quantity: 1, customizations: [] }])
              }
            />
          )}
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
        </Stack>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('shop.orders.draft.buyer')}
            </Title>
            {infoFields.map((field) => (
              <TextInput
                key={field}
                label={t(`shop.orders.general.${field}`)}
                value={info[field]}
                disabled={disabled}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setInfo((current) => ({ ...current, [field]: value }));
                }}
              />
            ))}
            {canWrite && (
              <Group justify="flex-end">
                <Button variant="default" onClick={saveBuyer} loading={change.isPending} disabled={busy}>
                  {t('shop.orders.draft.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('shop.orders.draft.shipping')}
            </Title>
            <ShippingMethodSelect
              value={order.shippingLines[0]?.methodName ?? null}
              disabled={disabled}
              onChange={(shippingMethod) => change.mutate({ shippingMethod })}
            />
          </Stack>
        </Card>
      </SimpleGrid>

      <CompleteModal
        opened={completing}
        onClose={() => setCompleting(false)}
        pending={complete.isPending}
        onComplete={async (provider, idempotencyKey) => {
          // The buyer as typed goes with it, saved or not.
          if (JSON.stringify(info) !== JSON.stringify(order.invoiceInformation)) {
            await change.mutateAsync({ invoiceInformation: info });
          }
          complete.mutate(
            { provider, idempotencyKey },
            {
              onSuccess: (answer) => {
                setCompleting(false);
                notifySuccess(t('shop.orders.draft.completed', { number: answer.order.orderNumber ?? '' }));
                if (answer.paymentUrl) setPaymentUrl(answer.paymentUrl);
              },
            },
          );
        }}
      />
      <PaymentLinkModal url={paymentUrl} onClose={() => setPaymentUrl(null)} />
    </Stack>
  );
}

function VariantSelect(props: {
  productId: string;
  value: string | null;
  disabled: boolean;
  onChange: (variantId: string | null) => void;
}) {
  const { t } = useTranslation();
  const variants = useSimpleVariants(props.productId);
  const data = (variants.data ?? []).map((variant) => ({ value: variant._id, label: variant.name }));
  if (data.length === 0) return <Text size="sm">–</Text>;
  return (
    <Select
      aria-label={t('shop.orders.draft.variant')}
      placeholder={t('shop.orders.draft.chooseVariant')}
      data={data}
      value={props.value}
      disabled={props.disabled}
      onChange={(value) => props.onChange(value)}
      allowDeselect={false}
    />
  );
}

function ShippingMethodSelect(props: {
  value: string | null;
  disabled: boolean;
  onChange: (method: string | null) => void;
}) {
  const { t } = useTranslation();
  // The zones are an admin's to read; others get the zone's default method, shown by its name.
  const permission = usePermission();
  const admin = permission !== null && permission !== undefined && gateAllows('admin', permission);
  const zones = useShippingZoneList(admin);
  const names = [
    ...new Set((zones.data?.pages.flat() ?? []).flatMap((zone) => zone.methods.map((method) => method.name))),
  ];
  if (!admin) {
    return (
      <TextInput
        label={t('shop.orders.draft.shippingMethod')}
        value={props.value ?? t('shop.orders.draft.shippingDefault')}
        readOnly
      />
    );
  }
  return (
    <Select
      label={t('shop.orders.draft.shippingMethod')}
      placeholder={t('shop.orders.draft.shippingDefault')}
      data={names}
      value={props.value}
      disabled={props.disabled}
      clearable
      onChange={(value) => props.onChange(value)}
    />
  );
}

function CompleteModal(props: {
  opened: boolean;
  onClose: () => void;
  pending: boolean;
  onComplete: (provider: PaymentProviderName, idempotencyKey: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [provider, setProvider] = useState<PaymentProviderName>('faktura');
  // One key per opening: a second click while the first is on its way completes the same order.
  const [key, setKey] = useState(newIdempotencyKey);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('shop.orders.draft.completeTitle')}
      onExitTransitionEnd={() => setKey(newIdempotencyKey())}
    >
      <Stack>
        <Text size="sm">{t('shop.orders.draft.completeText')}</Text>
        <Radio.Group
          label={t('shop.orders.draft.payWith')}
          value={provider}
          onChange={(value) => setProvider(value as PaymentProviderName)}
        >
          <Stack gap="xs" mt="xs">
            {paymentProviderNames.map((name) => (
              <Radio
                key={name}
                value={name}
                label={
                  name === 'faktura'
                    ? t('shop.orders.draft.invoice')
                    : t('shop.orders.draft.paymentLink', { provider: t(`shop.orders.providers.${name}`) })
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('shop.orders.draft.cancel')}
          </Button>
          <Button loading={props.pending} onClick={() => void props.onComplete(provider, key).catch(() => undefined)}>
            {t('shop.orders.draft.completeSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PaymentLinkModal(props: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.url !== null} onClose={props.onClose} title={t('shop.orders.draft.paymentLinkTitle')}>
      <Stack>
        <Text size="sm">{t('shop.orders.draft.paymentLinkText')}</Text>
        <TextInput readOnly value={props.url ?? ''} aria-label={t('shop.orders.draft.paymentLinkTitle')} />
        <Group justify="flex-end">
          <CopyButton value={props.url ?? ''}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? t('shop.orders.draft.copied') : t('shop.orders.draft.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={props.onClose}>{t('shop.orders.draft.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
