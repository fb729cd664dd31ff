/**
 * Butikk's screens in one module, which the routes import lazily. The label editor has the rich
 * text editor and loads on its own, so the others do not bring Tiptap.
 */
export * as attributeDetail from './attribute-detail';
export * as attributeList from './attribute-list';
export * as customerDetail from './customer-detail';
export * as customerList from './customer-list';
export * as discountDetail from './discount-detail';
export * as discountList from './discount-list';
export * as labelList from './label-list';
export * as orderDetail from './order-detail';
export * as orderList from './order-list';
export * as productList from './product-list';
export * as productTemplateDetail from './product-template-detail';
export * as productTemplateList from './product-template-list';
