/**
 * The demo sites' storefronts: the sections of their pages and the header and footer of their
 * templates, written as a small business would fill them in. Props go through each section's
 * schema, as a save from the designer would, so the demo never holds what the editor would refuse.
 */

import type { Link } from '@vev/sections';
import type { MediaReference } from '@vev/shared';
import type { SectionSeed } from '../../modules/templates/defaults';

/** Looks up what the sections point at, by the titles the seed gave pages and the library's file names. */
export interface DemoPlaces {
  page(title: string): string;
  image(filename: string): MediaReference | null;
  /** A data set's id by its name. */
  dataSet(name: string): string;
}

export type SectionPlan = (places: DemoPlaces) => SectionSeed[];

/** A reusable component of a demo site, and the pages (by title) that place it after their own sections. */
export interface DemoComponent {
  name: string;
  description: string;
  section: (places: DemoPlaces) => SectionSeed;
  placedOn: string[];
}

export const pageLink = (places: DemoPlaces, title: string, label = ''): Link => ({
  type: 'page',
  page: places.page(title),
  product: null,
  url: '',
  label,
  ariaLabel: '',
  openInNewTab: false,
});

export const menuItem = (places: DemoPlaces, title: string, children: string[] = []) => ({
  link: pageLink(places, title),
  children: children.map((child) => pageLink(places, child)),
});

/** An image section only where the library has its picture (tests may seed without media). */
export const withImage = (image: MediaReference | null, seed: SectionSeed): SectionSeed[] => (image ? [seed] : []);

/** Plain text: one paragraph per line (saved as rich text by the schema). */
export const paragraphs = (...lines: string[]) => lines.join('\n');
