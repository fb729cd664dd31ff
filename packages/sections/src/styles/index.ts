/** One stylesheet for every section; the theme's stylesheet supplies the variables it reads. */
import { baseCss } from './base';
import { contentSectionsCss } from './content-sections';
import { layoutSectionsCss } from './layout-sections';

export const sectionStylesheet = [baseCss, layoutSectionsCss, contentSectionsCss].join('\n').trim();
