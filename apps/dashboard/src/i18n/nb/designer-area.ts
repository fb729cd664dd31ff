/**
 * The designer's words (spec 1 §2 'Design mode', modals for sections, links, galleries and fonts).
 * They load with the designer and the screens that use the section form (`designerWords`), never
 * with the first screen.
 */
import { designer } from './designer';
import { sectionForm } from './section-form';

export const designerArea = { designer, sectionForm } as const;
