import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { EditorLoadState } from '../../../components/resource-editor/EditorLoadState';
import { productHooks } from '../../../hooks/api/products';
import { newShopId, productListPath, productPath } from '../paths';
import { ProductCreateScreen } from './ProductCreate';
import { ProductEditor, productTabs } from './ProductEditor';

/** /butikk/produkter/{product}[/{tab}][?revision=…]; 'opprett' starts a new product (optional ?master=). */
export function ProductDetailScreen() {
  const { t } = useTranslation();
  const { productId = '', tab } = useParams();
  const [search] = useSearchParams();
  const revisionId = search.get('revision');
  const isNew = productId === newShopId;
  const product = productHooks.useOne(isNew ? undefined : productId, revisionId);

  if (isNew) return <ProductCreateScreen master={search.get('master')} />;
  if (tab && !productTabs.has(tab)) return <Navigate to={productPath(productId)} replace />;
  if (!product.data || product.isError) {
    return <EditorLoadState error={product.error} back={{ to: productListPath, label: t('shop.products.title') }} />;
  }
  return (
    <ProductEditor
      key={`${product.data._id}-${revisionId ?? 'current'}`}
      product={product.data}
      tab={tab ?? 'generelt'}
      revisionId={revisionId}
    />
  );
}

export { ProductDetailScreen as Component };
