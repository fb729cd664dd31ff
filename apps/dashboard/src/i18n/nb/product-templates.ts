/** The product template list and editor's words (spec 3 'Product templates'). */
export const productTemplates = {
  title: 'Produktmaler',
} as const;
