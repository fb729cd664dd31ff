/** The form built from a section's prop definitions, and its modals (link, font, list items). */
export const sectionForm = {
  noFields: 'Denne seksjonen har ingen felter å endre!',
} as const;
