import { Anchor, Button, Group, Modal, Paper, Radio, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { linkedMasterName, type Product, type ProductListItem, primaryImageOf } from '@vev/shared';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../../../components/confirm';
import { ProductSearchSelect } from '../../../../components/product-search/ProductSearchSelect';
import { ProductThumbnail } from '../../../../components/product-search/ProductThumbnail';
import { useLinkedProductChange, useLinkedProducts } from '../../../../hooks/api/products';
import { productPath } from '../../paths';
import type { ProductForm } from '../product-form';

/**
 * Products that are one item in several editions, linked by a shared master name (spec 3 §4):
 * option A puts the chosen product under this one and publishes this one; option B puts this one
 * under the chosen one. Unlinking clears the master and publishes; 'Grupper i listevisning' sets
 * each product's `variant`.
 */
export function LinkedProducts(props: { product: Product; readOnly: boolean; onPublish: () => void }) {
  const { product, readOnly } = props;
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ProductForm>();
  const [master, grouped, images] = useWatch({ control, name: ['master', 'variant', 'images'] });
  const linked = useLinkedProducts(master);
  const change = useLinkedProductChange();
  const [chosen, setChosen] = useState<ProductListItem | null>(null);
  const [option, setOption] = useState<'A' | 'B'>('A');
  const words = (key: string) => t(`shop.products.variants.${key}` as 'shop.products.variants.link');
  const others = (linked.data ?? []).filter((other) => other._id !== product._id);
  const setOwn = (fields: { master?: string | null; variant?: boolean }) => {
    for (const [key, value] of Object.entries(fields))
      setValue(key as 'master', value as string | null, { shouldDirty: true, shouldValidate: true });
  };

  const link = async () => {
    if (!chosen) return;
    const name = linkedMasterName(option, { name: product.name, master }, chosen);
    if (chosen.master !== name) await change.mutateAsync({ id: chosen._id, changes: { master: name } });
    setOwn({ master: name });
    setChosen(null);
    if (option === 'A') props.onPublish();
  };
  const unlink = async (other: ProductListItem | null) => {
    if (!(await confirmAction(words('unlinkConfirm'), words('unlink'), { danger: true }))) return;
    if (other) await change.mutateAsync({ id: other._id, changes: { master: null } });
    else {
      setOwn({ master: null });
      props.onPublish();
    }
  };

  return (
    <Stack>
      <Title order={2} size="h4">
        {words('linked')}
      </Title>
      <Text size="sm" c="dimmed">
        {words('linkedHelp')}
      </Text>
      {master ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <TextInput label={words('master')} value={master} readOnly />
            <LinkedRow
              name={product.name}
              image={primaryImageOf(images)?.url ?? null}
              grouped={grouped}
              readOnly={readOnly}
              onGroup={(value) => setOwn({ variant: value })}
              onUnlink={() => void unlink(null)}
            />
            {others.map((other) => (
              <LinkedRow
                key={other._id}
                name={other.name}
                image={other.image}
                to={productPath(other._id, 'varianter')}
                grouped={other.variant}
                readOnly={readOnly}
                onGroup={(value) => void change.mutateAsync({ id: other._id, changes: { variant: value } })}
                onUnlink={() => void unlink(other)}
              />
            ))}
          </Stack>
        </Paper>
      ) : (
        <Text size="sm">{words('noLinks')}</Text>
      )}
      {!readOnly && (
        <ProductSearchSelect
          label={words('link')}
          filter={{ exclude: product._id }}
          excluded={others.map((other) => other._id)}
          onChoose={(found) =>
            setChosen((linked.data ?? []).find((p) => p._id === found._id) ?? (found as ProductListItem))
          }
        />
      )}
      <Modal opened={chosen !== null} onClose={() => setChosen(null)} title={words('link')}>
        <Stack>
          <Text size="sm" fw={500}>
            {chosen?.name}
          </Text>
          <Radio.Group value={option} onChange={(value) => setOption(value as 'A' | 'B')}>
            <Stack gap="xs">
              <Radio value="A" label={words('linkA')} />
              <Radio value="B" label={words('linkB')} />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChosen(null)}>
              {t('shop.cancel')}
            </Button>
            <Button loading={change.isPending} onClick={() => void link()}>
              {words('link')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function LinkedRow(props: {
  name: string;
  /** The primary image's address, shown 64 px (spec 3 §9). */
  image: string | null;
  to?: string;
  grouped: boolean;
  readOnly: boolean;
  onGroup: (grouped: boolean) => void;
  onUnlink: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <ProductThumbnail url={props.image} size={64} />
        {props.to ? (
          <Anchor component={Link} to={props.to} size="sm" fw={500}>
            {props.name}
          </Anchor>
        ) : (
          <Text size="sm" fw={500}>
            {props.name}
          </Text>
        )}
      </Group>
      <Group gap="md" wrap="nowrap">
        <Switch
          label={t('shop.products.variants.group')}
          checked={props.grouped}
          disabled={props.readOnly}
          onChange={(event) => props.onGroup(event.currentTarget.checked)}
        />
        {!props.readOnly && (
          <Button variant="subtle" color="red" size="xs" onClick={props.onUnlink}>
            {t('shop.products.variants.unlink')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
