/** The product editor: the shared DraftableEditor around a product's tabs, status and menu (spec 3 §2, §4). */
import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSiteId } from '../../../app/session/session-store';
import { notifySuccess } from '../../../components/notify';
import { DraftableEditor } from '../../../components/resource-editor/DraftableEditor';
import { StatusModal } from '../../../components/resource-editor/StatusModal';
import { useDraftableEditor } from '../../../components/resource-editor/use-draftable-editor';
import { productHooks, productKeys } from '../../../hooks/api/products';
import { useSite } from '../../../hooks/api/sites';
import { type ProductTab, productListPath, productPath } from '../paths';
import { ProductEditorMenu } from './ProductEditorMenu';
import { ProductStatusBadge } from './ProductStatusBadge';
import { productForm } from './product-form';
import { AttributesTab } from './tabs/AttributesTab';
import { CrossSellTab } from './tabs/CrossSellTab';
import { CustomizeTab } from './tabs/CustomizeTab';
import { GeneralTab } from './tabs/GeneralTab';
import { ImagesTab } from './tabs/ImagesTab';
import { ShippingTab } from './tabs/ShippingTab';
import { SubSkusTab } from './tabs/SubSkusTab';
import { VariantsTab } from './tabs/VariantsTab';
import { VisibilityTab } from './tabs/VisibilityTab';

export const productTabs = new Set<string>([
  'generelt',
  'bilder',
  'attributter',
  'varianter',
  'synlighet',
  'brukertilpasning',
  'frakt',
  'kryss-salg',
  'inkluderte-sku-nummer',
]);

export function ProductEditor(props: { product: Product; tab: string; revisionId: string | null }) {
  const { product, tab, revisionId } = props;
  const { t } = useTranslation();
  const siteId = useSiteId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: site } = useSite();
  const [statusOpen, setStatusOpen] = useState(false);
  const editor = useDraftableEditor({
    entity: product,
    hooks: productHooks,
    revisionId,
    form: productForm,
    paths: { editor: productPath(product._id), list: productListPath },
  });
  const update = productHooks.useUpdate(product._id);
  const clone = productHooks.useClone();
  const { values, readOnly } = editor;

  // An old revision shows the current product's status and draft state.
  const latest = queryClient.getQueryData<Product>(productKeys.detail(siteId, product._id)) ?? product;
  const template = values.template?.ref ?? site?.templateDistribution.product?.ref ?? null;
  const to = (key?: ProductTab) => productPath(product._id, key);
  const tabs = [
    { key: 'generelt', label: t('shop.products.tabs.general'), to: to() },
    { key: 'bilder', label: t('shop.products.tabs.images'), to: to('bilder') },
    { key: 'attributter', label: t('shop.products.tabs.attributes'), to: to('attributter') },
    { key: 'varianter', label: t('shop.products.tabs.variants'), to: to('varianter') },
    { key: 'synlighet', label: t('shop.products.tabs.visibility'), to: to('synlighet') },
    { key: 'brukertilpasning', label: t('shop.products.tabs.customize'), to: to('brukertilpasning') },
    ...(values.virtual && tab !== 'frakt'
      ? []
      : [{ key: 'frakt', label: t('shop.products.tabs.shipping'), to: to('frakt') }]),
    { key: 'kryss-salg', label: t('shop.products.tabs.crossSell'), to: to('kryss-salg') },
    ...(tab === 'inkluderte-sku-nummer'
      ? [{ key: tab, label: t('shop.products.tabs.subSkus'), to: to('inkluderte-sku-nummer') }]
      : []),
    ...(site && !template
      ? [
          {
            key: 'mangler-mal',
            label: t('shop.products.missingTemplate'),
            to: '/innstillinger/maler/bruk',
            warning: true,
            current: true,
          },
        ]
      : []),
  ];

  const guarded = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      editor.actions.failed(error);
    }
  };
  /**
   * A variant write changes the product's draft on the server (its own call, spec 3 §7): the form's
   * edits are saved first, and the form takes the new version after, so no later save goes stale.
   */
  const inDraft = async (write: () => Promise<unknown>): Promise<boolean> => {
    if (!(await editor.saver.saveNow())) return false;
    await write();
    await editor.reload();
    return true;
  };
  const setStatus = (status: Product['status']) =>
    guarded(async () => {
      if (!(await editor.saver.saveNow())) return;
      editor.adopt(await update.mutateAsync({ status, version: editor.saver.version.current }));
      notifySuccess(t('shop.products.statusSaved'));
    });
  const cloneProduct = () =>
    guarded(async () => {
      const copy = await clone.mutateAsync(product._id);
      notifySuccess(t('shop.products.cloned'));
      navigate(productPath(copy._id));
    });

  return (
    <>
      <DraftableEditor
        editor={editor}
        title={values.name || product.name}
        badges={
          <ProductStatusBadge
            status={latest.status}
            modified={false}
            onClick={readOnly ? undefined : () => setStatusOpen(true)}
          />
        }
        tabs={tabs}
        activeTab={tab}
        menu={(open) => (
          <ProductEditorMenu
            product={latest}
            template={template}
            editable={!readOnly}
            on={{
              references: open.references,
              status: () => setStatusOpen(true),
              clone: () => void cloneProduct(),
              subSkus: () => navigate(to('inkluderte-sku-nummer')),
            }}
          />
        )}
        notes={{ reader: t('shop.products.readOnlyReader') }}
        publishQuestion={{
          question: t('shop.products.publishQuestion'),
          confirm: t('shop.products.yes'),
          cancel: t('shop.products.no'),
        }}
        modifiedDate={latest.modifiedDate}
      >
        {tab === 'generelt' && <GeneralTab product={product} readOnly={readOnly} revisionId={revisionId} />}
        {tab === 'bilder' && <ImagesTab readOnly={readOnly} />}
        {tab === 'attributter' && <AttributesTab readOnly={readOnly} />}
        {tab === 'varianter' && (
          <VariantsTab
            product={latest}
            readOnly={readOnly}
            inDraft={inDraft}
            onPublish={() => void editor.actions.publish()}
          />
        )}
        {tab === 'synlighet' && <VisibilityTab readOnly={readOnly} />}
        {tab === 'brukertilpasning' && <CustomizeTab readOnly={readOnly} />}
        {tab === 'frakt' && <ShippingTab readOnly={readOnly} />}
        {tab === 'kryss-salg' && <CrossSellTab productId={product._id} readOnly={readOnly} />}
        {tab === 'inkluderte-sku-nummer' && <SubSkusTab readOnly={readOnly} />}
      </DraftableEditor>
      <StatusModal
        opened={statusOpen}
        onClose={() => setStatusOpen(false)}
        status={latest.status}
        onChange={(status) => void setStatus(status)}
      />
    </>
  );
}
