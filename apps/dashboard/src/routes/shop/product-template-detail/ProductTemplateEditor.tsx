import { Paper, Stack, Tabs, Textarea, TextInput, Title } from '@mantine/core';
import { type ProductTemplate, type ProductTemplateValues, productTemplateCreateSchema } from '@vev/shared';
import { Controller, FormProvider, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CustomizeOptionsEditor } from '../../../components/customize-options/CustomizeOptionsEditor';
import { DetailFormFooter } from '../../../components/detail-form/DetailFormFooter';
import { DetailFormNotices } from '../../../components/detail-form/DetailFormNotices';
import { useDetailForm } from '../../../components/detail-form/use-detail-form';
import { formResolver } from '../../../components/form-resolver';
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
  const showTab = (tab: ProductTemplateTab | null) => {
    if (tab !== props.tab) navigate(productTemplatePath(id, tab ?? undefined));
  };
  const { form, submit, deleteRecord, refusal, setRefusal, leave, saving, deleting } = useDetailForm({
    record: template,
    toForm,
    resolver: formResolver(productTemplateCreateSchema) as unknown as Resolver<ProductTemplateValues>,
    disabled: !canWrite,
    path: productTemplatePath,
    newId: newShopId,
    listPath: productTemplateListPath,
    save: useSaveProductTemplate(template?._id ?? null),
    remove: useDeleteProductTemplate(),
    messages: {
      saved: t('shop.saved'),
      deleted: t('shop.deleted'),
      deleteQuestion: t('shop.deleteConfirm'),
      deleteButton: t('shop.delete'),
    },
    afterCreate: (saved) => leave(productTemplatePath(saved._id, props.tab ?? undefined)),
    // The customization fields show their own problems in the list; the others show at their field.
    onRefused: (error) => {
      setRefusal(error.message);
      if (error.fields) showTab(tabOfField(Object.keys(error.fields)[0] ?? ''));
    },
    onInvalid: (found) => showTab(found.name || found.description ? null : tabOfField(Object.keys(found)[0] ?? '')),
  });
  const { errors } = form.formState;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack maw={960} gap="lg">
          <Title order={1}>{template?.name ?? t('shop.productTemplates.newTitle')}</Title>
          <DetailFormNotices readOnly={canWrite ? null : t('shop.readOnly')} refusal={refusal} />
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
            <DetailFormFooter
              onDelete={template && props.canDelete ? deleteRecord : null}
              deleteLabel={t('shop.delete')}
              deleting={deleting}
              saveLabel={t('shop.save')}
              saving={saving}
            />
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
