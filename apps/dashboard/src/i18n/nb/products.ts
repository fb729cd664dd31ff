/** The product list and editor's words (spec 3 'Products'). */
export const products = {
  title: 'Produkter',
} as const;
