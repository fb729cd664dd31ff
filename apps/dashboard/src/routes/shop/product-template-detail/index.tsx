import { gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { EditorLoadState } from '../../../components/resource-editor/EditorLoadState';
import { useProductTemplate } from '../../../hooks/api/product-templates';
import { usePermission } from '../../../hooks/api/sites';
import {
  newShopId,
  type ProductTemplateTab,
  productTemplateListPath,
  productTemplatePath,
  productTemplateTabs,
} from '../paths';
import { ProductTemplateEditor } from './ProductTemplateEditor';

const isTab = (tab: string): tab is ProductTemplateTab => (productTemplateTabs as readonly string[]).includes(tab);

/** /butikk/produktmaler/{productTemplate}[/{tab}] ('opprett' for a new one), spec 3 §2. */
export function ProductTemplateDetailScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const { productTemplateId = newShopId, tab } = useParams();
  const isNew = productTemplateId === newShopId;
  const existing = useProductTemplate(isNew ? null : productTemplateId);
  if (tab !== undefined && !isTab(tab)) return <Navigate to={productTemplatePath(productTemplateId)} replace />;
  if (!permission) return null;
  if (!isNew && (!existing.data || existing.isError)) {
    return (
      <EditorLoadState
        error={existing.error}
        back={{ to: productTemplateListPath, label: t('shop.productTemplates.title') }}
      />
    );
  }
  return (
    <ProductTemplateEditor
      key={productTemplateId}
      template={isNew ? null : (existing.data ?? null)}
      tab={tab ?? null}
      canWrite={gateAllows('contributor', permission)}
      canDelete={gateAllows('admin', permission)}
    />
  );
}

export { ProductTemplateDetailScreen as Component };
