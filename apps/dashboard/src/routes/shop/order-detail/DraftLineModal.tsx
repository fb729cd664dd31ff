import { Button, Center, Group, Loader, Modal, Select, Stack } from '@mantine/core';
import { cartMessages, checkCustomizations, conditionsHold, type DraftOrderLineInput, formatMoney } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { productHooks } from '../../../hooks/api/products';
import { CustomizeFieldInput } from './CustomizeFieldInput';
import { type LineValues, lineFieldErrors, lineFields, startValues, startVariant } from './draft-line-form';

/** Which line the modal edits: one already on the draft (its index), or a product being added. */
export interface LineEdit {
  productId: string;
  index: number;
  line: DraftOrderLineInput | null;
}

/**
 * A draft line's variant and customizations, as the product page asks the buyer for them: the
 * fields whose conditions hold, checked with checkout's own rule (its Norwegian messages) before the
 * line is sent; the server then prices it, and a field it refuses shows its message here.
 */
export function DraftLineModal(props: {
  edit: LineEdit | null;
  onClose: () => void;
  onSave: (line: DraftOrderLineInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const product = productHooks.useOne(props.edit?.productId);
  const data = product.data;
  return (
    <Modal
      opened={props.edit !== null}
      onClose={props.onClose}
      title={data?.name ?? t('shop.orders.draft.customizations')}
      size="lg"
    >
      {props.edit && data ? (
        <LineForm key={`${props.edit.productId}:${props.edit.index}`} {...props} edit={props.edit} product={data} />
      ) : (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      )}
    </Modal>
  );
}

function LineForm(props: {
  edit: LineEdit;
  product: NonNullable<ReturnType<typeof productHooks.useOne>['data']>;
  onClose: () => void;
  onSave: (line: DraftOrderLineInput) => Promise<unknown>;
}) {
  const { edit, product } = props;
  const { t } = useTranslation();
  const [variantId, setVariantId] = useState(edit.line ? edit.line.variantId : startVariant(product));
  const [values, setValues] = useState<LineValues>(() => startValues(lineFields(product, variantId), edit.line));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const fields = lineFields(product, variantId);
  const variants = product.simpleVariants.map((variant) => ({
    value: variant._id,
    label: `${variant.name} – ${formatMoney(variant.price.value ?? product.price.value ?? 0)}`,
  }));

  const save = async () => {
    const checked = checkCustomizations(fields, values);
    const found = { ...checked.problems };
    if (variants.length > 0 && !variantId) found.variantId = cartMessages.chooseVariant;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await props.onSave({
        productId: product._id,
        variantId: variants.length > 0 ? variantId : null,
        quantity: edit.line?.quantity ?? 1,
        customizations: checked.values,
      });
      props.onClose();
    } catch (error) {
      // The server's reasons at their fields (its message shows as the toast too).
      if (error instanceof ApiError) setProblems(lineFieldErrors(error.fields, edit.index));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      {variants.length > 0 && (
        <Select
          label={t('shop.orders.draft.variant')}
          placeholder={t('shop.orders.draft.chooseVariant')}
          data={variants}
          value={variantId}
          error={problems.variantId}
          allowDeselect={false}
          onChange={setVariantId}
        />
      )}
      {fields
        .filter((field) => conditionsHold(field, values))
        .map((field) => (
          <CustomizeFieldInput
            key={field.key}
            field={field}
            value={values[field.key] ?? ''}
            error={problems[field.key]}
            disabled={saving}
            onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
          />
        ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t('shop.orders.draft.cancel')}
        </Button>
        <Button loading={saving} onClick={() => void save()}>
          {edit.line ? t('shop.orders.draft.lineSave') : t('shop.orders.draft.lineAdd')}
        </Button>
      </Group>
    </Stack>
  );
}
