/** Resource kinds (spec 1 §3) with their Norwegian names, as search results and reports show them. */
export const resourceKinds = [
  'page',
  'category',
  'productPage',
  'product',
  'order',
  'app',
  'template',
  'component',
  'attribute',
  'label',
  'productTemplate',
  'form',
  'discount',
  'dataSetRecord',
  'bookingService',
  'bookingResource',
] as const;
export type ResourceKind = (typeof resourceKinds)[number];

export const resourceKindLabels: Record<ResourceKind, string> = {
  page: 'Side',
  category: 'Kategori',
  productPage: 'Produktside',
  product: 'Produkt',
  order: 'Ordre',
  app: 'App',
  template: 'Mal',
  component: 'Komponent',
  attribute: 'Attributt',
  label: 'Etikett',
  productTemplate: 'Produktmal',
  form: 'Skjema',
  discount: 'Tilbud',
  dataSetRecord: 'Oppføring',
  bookingService: 'Bookingtjeneste',
  bookingResource: 'Bookingressurs',
};

/** Activity types of the timeline (spec 1 §3). */
export const activityTypes = [
  'createdSite',
  'publishedPage',
  'publishedProduct',
  'createdOrder',
  'installedApp',
  'uninstalledApp',
  'submittedForm',
  'revision',
  'systemMessage',
] as const;
export type ActivityType = (typeof activityTypes)[number];
