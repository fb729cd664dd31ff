import { Button, Card, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { gateAllows, type Order } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useShippingZoneList } from '../../../hooks/api/shipping';
import { usePermission } from '../../../hooks/api/sites';

type Info = Order['invoiceInformation'];
const infoFields = ['name', 'email', 'phone', 'address', 'postalCode', 'city', 'country'] as const;

/** The buyer as staff type it; 'Lagre utkast' sends it (completing sends it too, saved or not). */
export function DraftBuyer(props: {
  info: Info;
  onInfo: (info: Info) => void;
  disabled: boolean;
  canWrite: boolean;
  saving: boolean;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('shop.orders.draft.buyer')}
        </Title>
        {infoFields.map((field) => (
          <TextInput
            key={field}
            label={t(`shop.orders.general.${field}`)}
            value={props.info[field]}
            disabled={props.disabled}
            onChange={(event) => props.onInfo({ ...props.info, [field]: event.currentTarget.value })}
          />
        ))}
        {props.canWrite && (
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onSave} loading={props.saving} disabled={props.disabled}>
              {t('shop.orders.draft.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The shipping method; zones are an admin's to read, so others see the zone's default by its name. */
export function DraftShipping(props: {
  value: string | null;
  disabled: boolean;
  onChange: (method: string | null) => void;
}) {
  const { t } = useTranslation();
  const permission = usePermission();
  const admin = permission !== null && permission !== undefined && gateAllows('admin', permission);
  const zones = useShippingZoneList(admin);
  const names = [
    ...new Set((zones.data?.pages.flat() ?? []).flatMap((zone) => zone.methods.map((method) => method.name))),
  ];
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('shop.orders.draft.shipping')}
        </Title>
        {admin ? (
          <Select
            label={t('shop.orders.draft.shippingMethod')}
            placeholder={t('shop.orders.draft.shippingDefault')}
            data={names}
            value={props.value}
            disabled={props.disabled}
            clearable
            onChange={props.onChange}
          />
        ) : (
          <TextInput
            label={t('shop.orders.draft.shippingMethod')}
            value={props.value ?? t('shop.orders.draft.shippingDefault')}
            readOnly
          />
        )}
      </Stack>
    </Card>
  );
}
