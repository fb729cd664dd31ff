/**
 * Butikk (spec 3 §1): orders, products, product templates, attributes, discounts, customers and labels are built; the area's other paths still show the shared
 * 'Under arbeid' page (routes/fallback) until their screens come.
 */
import { hasLevel } from '@vev/shared';
import { Navigate } from 'react-router';
import { type AreaDefinition, visibleEntries, visibleEntry } from '../../app/areas/area';
import { withWords } from '../../app/areas/area-routes';
import { designerWords, shopWords, workspaceWords } from '../../i18n';
import { orderDetailData } from './order-detail/data';
import { orderListData } from './order-list/data';
import { productDetailData, productListData } from './product-data';

type Screens = typeof import('./screens');
/** A screen of the area's module: the area loads as one file. */
const screen = (name: keyof Screens) => () => import('./screens').then((screens) => screens[name]);

export const shopArea: AreaDefinition = {
  name: 'shop',
  words: [workspaceWords, shopWords],
  routes: {
    shell: [
      { path: 'butikk', element: <Navigate to="/butikk/ordrer" replace /> },
      { path: 'butikk/ordrer', lazy: screen('orderList'), data: orderListData },
      { path: 'butikk/ordrer/:orderId', lazy: screen('orderDetail'), data: orderDetailData },
      { path: 'butikk/ordrer/:orderId/:tab', lazy: screen('orderDetail'), data: orderDetailData },
      { path: 'butikk/produkter', lazy: screen('productList'), data: productListData },
      // The editor has the rich text editor and the section form's words: it loads on its own.
      {
        path: 'butikk/produkter/:productId',
        lazy: withWords([designerWords], () => import('./product-detail')),
        data: productDetailData,
      },
      {
        path: 'butikk/produkter/:productId/:tab',
        lazy: withWords([designerWords], () => import('./product-detail')),
        data: productDetailData,
      },
      { path: 'butikk/produktmaler', lazy: screen('productTemplateList') },
      { path: 'butikk/produktmaler/:productTemplateId', lazy: screen('productTemplateDetail') },
      { path: 'butikk/produktmaler/:productTemplateId/:tab', lazy: screen('productTemplateDetail') },
      { path: 'butikk/attributter', lazy: screen('attributeList') },
      { path: 'butikk/attributter/:attributeId', lazy: screen('attributeDetail') },
      { path: 'butikk/tilbud', lazy: screen('discountList') },
      { path: 'butikk/tilbud/:discountId', lazy: screen('discountDetail') },
      { path: 'butikk/tilbud/:discountId/:tab', lazy: screen('discountDetail') },
      { path: 'butikk/kunder', lazy: screen('customerList') },
      { path: 'butikk/kunder/:customerId', lazy: screen('customerDetail') },
      { path: 'butikk/kunder/:customerId/:tab', lazy: screen('customerDetail') },
      { path: 'butikk/etiketter', lazy: screen('labelList') },
      // The label's text is rich text: the editor and the section form's words load with it.
      { path: 'butikk/etiketter/:labelId', lazy: withWords([designerWords], () => import('./label-detail')) },
    ],
  },
  navigation: (site, level) => {
    const contributor = hasLevel(level, 'contributor');
    const catalogs = site.b2bEnabled || site.departmentsEnabled || site.departmentOf !== null;
    return visibleEntry({
      key: 'shop',
      path: '/butikk',
      when: site.hasEcommerce,
      children: visibleEntries([
        { key: 'orders', path: '/butikk/ordrer' },
        { key: 'subscriptions', path: '/butikk/abonnementer', when: site.subscriptionsEnabled },
        { key: 'products', path: '/butikk/produkter', when: contributor },
        { key: 'productTemplates', path: '/butikk/produktmaler', when: contributor },
        { key: 'attributes', path: '/butikk/attributter', when: contributor },
        { key: 'discounts', path: '/butikk/tilbud', when: contributor },
        { key: 'labels', path: '/butikk/etiketter', when: contributor },
        { key: 'customers', path: '/butikk/kunder', when: contributor },
        { key: 'productCatalogs', path: '/butikk/produktkataloger', when: contributor && catalogs },
      ]),
    });
  },
};
