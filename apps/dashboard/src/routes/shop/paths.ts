/** Butikk's addresses (spec 3 §1). */
export const newShopId = 'opprett';
export const attributeListPath = '/butikk/attributter';
export const attributePath = (id: string) => `${attributeListPath}/${encodeURIComponent(id)}`;
export const labelListPath = '/butikk/etiketter';
export const labelPath = (id: string) => `${labelListPath}/${encodeURIComponent(id)}`;
export const discountListPath = '/butikk/tilbud';
/** The discount editor's tabs (spec 3 §2); Generelt is the editor's own address, koder only for codes. */
export const discountTabs = ['gjelder-for', 'koder'] as const;
export type DiscountTab = (typeof discountTabs)[number];
export const discountPath = (id: string, tab?: DiscountTab) =>
  `${discountListPath}/${encodeURIComponent(id)}${tab ? `/${tab}` : ''}`;
export const orderListPath = '/butikk/ordrer';
/** The order editor's tabs (spec 3 §2); Generelt is the editor's own address. */
export const orderTabs = ['betalinger'] as const;
export type OrderTab = (typeof orderTabs)[number];
export const orderPath = (id: string, tab?: OrderTab) =>
  `${orderListPath}/${encodeURIComponent(id)}${tab ? `/${tab}` : ''}`;
export const customerListPath = '/butikk/kunder';
/** The customer editor's tabs (spec 3 §2, without abonnementer until subscriptions come); Generelt is its own address. */
export const customerTabs = ['ordrer'] as const;
export type CustomerTab = (typeof customerTabs)[number];
export const customerPath = (id: string, tab?: CustomerTab) =>
  `${customerListPath}/${encodeURIComponent(id)}${tab ? `/${tab}` : ''}`;
export const productListPath = '/butikk/produkter';
/** The product editor's tabs (spec 3 §2); Generelt is the editor's own address. */
export type ProductTab =
  | 'bilder'
  | 'attributter'
  | 'varianter'
  | 'synlighet'
  | 'brukertilpasning'
  | 'frakt'
  | 'kryss-salg'
  | 'inkluderte-sku-nummer';
export const productPath = (id: string, tab?: ProductTab) =>
  `${productListPath}/${encodeURIComponent(id)}${tab ? `/${tab}` : ''}`;
export const productTemplateListPath = '/butikk/produktmaler';
/** The product template editor's tabs (spec 3 §2); Generelt is the editor's own address. */
export const productTemplateTabs = ['attributter', 'brukertilpasning', 'kryss-salg'] as const;
export type ProductTemplateTab = (typeof productTemplateTabs)[number];
export const productTemplatePath = (id: string, tab?: ProductTemplateTab) =>
  `${productTemplateListPath}/${encodeURIComponent(id)}${tab ? `/${tab}` : ''}`;
