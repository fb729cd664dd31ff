import { Stack, Tabs, Title } from '@mantine/core';
import { type Discount, type DiscountCreate, type DiscountForm, discountFormSchema } from '@vev/shared';
import { useEffect } from 'react';
import { FormProvider, type Resolver, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DetailFormFooter } from '../../../components/detail-form/DetailFormFooter';
import { DetailFormNotices } from '../../../components/detail-form/DetailFormNotices';
import { useDetailForm } from '../../../components/detail-form/use-detail-form';
import { formResolver } from '../../../components/form-resolver';
import { useDeleteDiscount, useSaveDiscount } from '../../../hooks/api/discounts';
import { type DiscountTab, discountListPath, discountPath, newShopId } from '../paths';
import { AppliesToTab } from './AppliesToTab';
import { CodesTab } from './CodesTab';
import { discountBody, toDiscountForm } from './form';
import { GeneralTab } from './GeneralTab';

/** The tab a field's error is on, so a refused save shows it. */
const tabOfField = (field: string): DiscountTab | null => {
  if (field.startsWith('appliesTo') || field.startsWith('cartRules')) return 'gjelder-for';
  if (field.startsWith('codes')) return 'koder';
  return null;
};

/** The discount's tabs (Generelt, gjelder-for, koder for the code type), in the URL, over one form. */
export function DiscountEditor(props: {
  discount: Discount | null;
  tab: DiscountTab | null;
  canWrite: boolean;
  canDelete: boolean;
}) {
  const { discount, canWrite } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = discount?._id ?? newShopId;
  const showTab = (tab: DiscountTab | null) => {
    if (tab !== props.tab) navigate(discountPath(id, tab ?? undefined));
  };
  const { form, submit, deleteRecord, refusal, setRefusal, leave, saving, deleting } = useDetailForm<
    DiscountForm,
    Discount,
    DiscountCreate
  >({
    record: discount,
    toForm: (record) => toDiscountForm(record),
    resolver: formResolver(discountFormSchema) as unknown as Resolver<DiscountForm, unknown, DiscountCreate>,
    body: (values) => discountBody(values as unknown as DiscountForm),
    disabled: !canWrite,
    path: discountPath,
    newId: newShopId,
    listPath: discountListPath,
    save: useSaveDiscount(discount?._id ?? null),
    remove: useDeleteDiscount(),
    messages: {
      saved: t('shop.saved'),
      deleted: t('shop.deleted'),
      deleteQuestion: t('shop.deleteConfirm'),
      deleteButton: t('shop.delete'),
    },
    afterCreate: (saved) => leave(discountPath(saved._id, props.tab ?? undefined)),
    onRefused: (error) => {
      setRefusal(error.message);
      if (error.fields) showTab(tabOfField(Object.keys(error.fields)[0] ?? ''));
    },
    onInvalid: (found) => showTab(tabOfField(Object.keys(found)[0] ?? '')),
  });
  const type = useWatch({ control: form.control, name: '__type' });
  // The koder tab is only for the code type: an automatic discount shows Generelt instead.
  const codesHidden = type !== 'code' && props.tab === 'koder';
  useEffect(() => {
    if (codesHidden) navigate(discountPath(id), { replace: true });
  }, [codesHidden, id, navigate]);

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack maw={960} gap="lg">
          <Title order={1}>{discount?.name ?? t('shop.discounts.newTitle')}</Title>
          <DetailFormNotices readOnly={canWrite ? null : t('shop.readOnly')} refusal={refusal} />
          <Tabs
            value={props.tab ?? 'generelt'}
            onChange={(tab) => showTab(tab === 'generelt' ? null : (tab as DiscountTab))}
          >
            <Tabs.List>
              <Tabs.Tab value="generelt">{t('shop.discounts.tabs.general')}</Tabs.Tab>
              <Tabs.Tab value="gjelder-for">{t('shop.discounts.tabs.appliesTo')}</Tabs.Tab>
              {type === 'code' && <Tabs.Tab value="koder">{t('shop.discounts.tabs.codes')}</Tabs.Tab>}
            </Tabs.List>
          </Tabs>
          {props.tab === null && <GeneralTab readOnly={!canWrite} />}
          {props.tab === 'gjelder-for' && <AppliesToTab readOnly={!canWrite} />}
          {props.tab === 'koder' && type === 'code' && <CodesTab readOnly={!canWrite} />}
          {canWrite && (
            <DetailFormFooter
              onDelete={discount && props.canDelete ? deleteRecord : null}
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
