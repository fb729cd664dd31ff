import { Alert, Button, Group, Paper, Stack, Tabs, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { type ProductTemplate, type ProductTemplateValues, productTemplateCreateSchema } from '@vev/shared';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { CustomizeOptionsEditor } from '../../../components/customize-options/CustomizeOptionsEditor';
import { formResolver } from '../../../components/form-resolver';
import { notifySuccess } from '../../../components/notify';
import { useLeaveGuard } from '../../../components/resource-editor/use-leave-guard';
import { useDeleteProductTemplate, useSaveProductTemplate } from '../../../hooks/api/product-templates';
import { newShopId, type ProductTemplateTab, productTemplateListPath, productTemplatePath } from '../paths';
import { AttributesTab } from './tabs/AttributesTab';
import { CrossSellTab } from './tabs/CrossSellTab';

const toForm = (template: ProductTemplate | null): ProductTemplateValues => ({
  name: template?.name ?? '',
  description: template?.description ?? '',
  attributes: template?.attributes ?? [],
  customizeOptions: template?.customizeOptions ?? [],
  crossSell: template?.crossSell ?? [],
});

/** The tab a field's error is on, so a refused save shows it. */
const tabOfField = (field: string): ProductTemplateTab | null => {
  if (field.startsWith('attributes')) return 'attributter';
  if (field.startsWith('customizeOptions')) return 'brukertilpasning';
  if (field.startsWith('crossSell')) return 'kryss-salg';
  return null;
};

/** The template's tabs (Generelt, attributter, brukertilpasning, kryss-salg), in the URL, over one form. */
export function ProductTemplateEditor(props: {
  template: ProductTemplate | null;
  tab: ProductTemplateTab | null;
  canWrite: boolean;
  canDelete: boolean;
}) {
  const { template, canWrite } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = template?._id ?? newShopId;
  const save = useSaveProductTemplate(template?._id ?? null);
  const remove = useDeleteProductTemplate();
  const form = useForm<ProductTemplateValues>({
    resolver: formResolver(productTemplateCreateSchema) as unknown as Resolver<ProductTemplateValues>,
    defaultValues: toForm(template),
    disabled: !canWrite,
  });
  const { errors, isDirty } = form.formState;
  const [left, setLeft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useLeaveGuard(isDirty && left === null, productTemplatePath(id));
  // Move on once the saved (or deleted) form has rendered, so the guard has nothing left to guard.
  useEffect(() => {
    if (left) navigate(left, { replace: true });
  }, [left, navigate]);

  const showTab = (tab: ProductTemplateTab | null) => {
    if (tab !== props.tab) navigate(productTemplatePath(id, tab ?? undefined));
  };
  const submit = form.handleSubmit(
    async (body) => {
      setRefusal(null);
      try {
        const saved = await save.mutateAsync(body);
        form.reset(toForm(saved));
        notifySuccess(t('shop.saved'));
        if (!template) setLeft(productTemplatePath(saved._id, props.tab ?? undefined));
      } catch (error) {
        if (!(error instanceof ApiError)) return;
        if (!error.fields) return setRefusal(error.message);
        const fields = Object.entries(error.fields);
        for (const [field, message] of fields) form.setError(field as Path<ProductTemplateValues>, { message });
        // The customization fields show their own problems in the list; the others show at their field.
        setRefusal(error.message);
        showTab(tabOfField(fields[0]?.[0] ?? ''));
      }
    },
    (found) => showTab(found.name || found.description ? null : tabOfField(Object.keys(found)[0] ?? '')),
  );

  async function deleteTemplate() {
    if (!template) return;
    if (!(await confirmAction(t('shop.deleteConfirm'), t('shop.delete'), { danger: true }))) return;
    setRefusal(null);
    try {
      await remove.mutateAsync(template._id);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      return;
    }
    notifySuccess(t('shop.deleted'));
    setLeft(productTemplateListPath);
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack maw={960} gap="lg">
          <Title order={1}>{template?.name ?? t('shop.productTemplates.newTitle')}</Title>
          {!canWrite && (
            <Alert color="gray" icon={<IconLock size={18} />}>
              {t('shop.readOnly')}
            </Alert>
          )}
          {refusal && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {refusal}
            </Alert>
          )}
          <Tabs
            value={props.tab ?? 'generelt'}
            onChange={(tab) => showTab(tab === 'generelt' ? null : (tab as ProductTemplateTab))}
          >
            <Tabs.List>
              <Tabs.Tab value="generelt">{t('shop.productTemplates.tabs.general')}</Tabs.Tab>
              <Tabs.Tab value="attributter">{t('shop.productTemplates.tabs.attributes')}</Tabs.Tab>
              <Tabs.Tab value="brukertilpasning">{t('shop.productTemplates.tabs.customize')}</Tabs.Tab>
              <Tabs.Tab value="kryss-salg">{t('shop.productTemplates.tabs.crossSell')}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          {props.tab === null && (
            <Paper withBorder p="lg" radius="md">
              <Stack>
                <TextInput
                  label={t('shop.productTemplates.fields.name')}
                  withAsterisk
                  error={errors.name?.message}
                  {...form.register('name')}
                />
                <Textarea
                  label={t('shop.productTemplates.fields.description')}
                  autosize
                  minRows={3}
                  error={errors.description?.message}
                  {...form.register('description')}
                />
              </Stack>
            </Paper>
          )}
          {props.tab === 'attributter' && <AttributesTab readOnly={!canWrite} />}
          {props.tab === 'brukertilpasning' && (
            <Controller
              control={form.control}
              name="customizeOptions"
              render={({ field }) => (
                <CustomizeOptionsEditor value={field.value} onChange={field.onChange} readOnly={!canWrite} />
              )}
            />
          )}
          {props.tab === 'kryss-salg' && <CrossSellTab readOnly={!canWrite} />}
          {canWrite && (
            <Group justify={template && props.canDelete ? 'space-between' : 'flex-end'}>
              {template && props.canDelete && (
                <Button color="red" variant="light" onClick={deleteTemplate} loading={remove.isPending}>
                  {t('shop.delete')}
                </Button>
              )}
              <Button type="submit" loading={save.isPending}>
                {t('shop.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
