/** The visual designer (spec 1 §2 'Design mode', §4 'Sections', 'Preview mode'). */
export const designer = {
  close: 'Lukk',
} as const;
