import { Card, Group, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  gateAllows,
  type Product,
  type ProductCreate,
  productCreateSchema,
  productTypeLabels,
  productTypes,
} from '@vev/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { CreateForm } from '../../../components/create-form/CreateForm';
import { useCreateForm } from '../../../components/create-form/use-create-form';
import { notifySuccess } from '../../../components/notify';
import { productHooks, useProductTemplateChoices } from '../../../hooks/api/products';
import { usePermission } from '../../../hooks/api/sites';
import { productListPath, productPath } from '../paths';

/** /butikk/produkter/opprett: a name (and SKU, type) first; the product starts inactive (spec 3 §4). */
export function ProductCreateScreen({ master }: { master: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permission = usePermission();
  const create = productHooks.useCreate();
  const templates = useProductTemplateChoices();
  const { form, submit, errors } = useCreateForm<ProductCreate, Product>({
    schema: productCreateSchema,
    defaultValues: { name: '', sku: '', type: 'default', ...(master ? { master } : {}) },
    create: (values) => create.mutateAsync(values),
    created: (product) => {
      notifySuccess(t('shop.products.created'));
      navigate(productPath(product._id), { replace: true });
    },
  });
  if (permission && !gateAllows('contributor', permission)) return <Navigate to={productListPath} replace />;

  return (
    <Stack maw={640} gap="lg">
      <Title order={1}>{t('shop.products.newTitle')}</Title>
      <Card withBorder>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('shop.products.newIntro')}
          </Text>
          {master && <Text size="sm">{t('shop.products.newLinked', { master })}</Text>}
          <CreateForm
            onSubmit={submit}
            first={{ label: t('shop.products.fields.name'), error: errors.name?.message, field: form.register('name') }}
            labels={{ cancel: t('shop.cancel'), submit: t('shop.products.createSubmit') }}
            onCancel={() => navigate(productListPath)}
            busy={create.isPending}
          >
            <TextInput label={t('shop.products.fields.sku')} error={errors.sku?.message} {...form.register('sku')} />
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Radio.Group
                  label={t('shop.products.fields.type')}
                  value={field.value ?? 'default'}
                  onChange={field.onChange}
                >
                  <Group mt={6}>
                    {productTypes.map((type) => (
                      <Radio key={type} value={type} label={productTypeLabels[type]} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
            {(templates.data?.length ?? 0) > 0 && (
              <Controller
                control={form.control}
                name="productTemplate"
                render={({ field }) => (
                  <Select
                    label={t('shop.products.fields.productTemplate')}
                    description={t('shop.products.fields.productTemplateHelp')}
                    placeholder={t('shop.products.fields.none')}
                    data={(templates.data ?? []).map((template) => ({ value: template._id, label: template.name }))}
                    value={field.value?.ref ?? null}
                    onChange={(ref) => field.onChange(ref ? { ref } : null)}
                    clearable
                  />
                )}
              />
            )}
          </CreateForm>
        </Stack>
      </Card>
    </Stack>
  );
}
