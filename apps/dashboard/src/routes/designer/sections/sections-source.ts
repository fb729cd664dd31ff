/** What the section designer needs of the item it designs: a page, a template or a reusable component. */
import type { SectionProps } from '@vev/sections';
import type { SectionInstanceRecord } from '@vev/shared';

export interface SectionsDocument {
  sections: SectionInstanceRecord[];
  version: number;
  /** Unpublished changes exist. */
  modified: boolean;
}

export interface SectionsSource {
  /** Remounts the designer when it changes (another item, revision or variant). */
  key: string;
  title: string;
  /** 'Side', 'Mal', 'Komponent' … */
  kind: string;
  document: SectionsDocument;
  /** Revisions are listed by type and reference ('page', id). */
  revisions: { type: string; reference: string };
  /** A template: sections in header, main and footer. */
  areas: boolean;
  /** A sub-template: new section names start with `partial_`. */
  partial: boolean;
  /** A reusable component: its one section is edited only. */
  fixed: boolean;
  /** A page's template, shown around the page's own sections. */
  template: { id: string; name: string; sections: SectionInstanceRecord[] } | null;
  preview: { path: string; revision?: string | null; experiment?: string | null; experimentVariant?: string | null };
  closeTo: string;
  /** Templates: close goes back to the previous screen when there is one (spec 1 §2). */
  closeGoesBack: boolean;
  readOnly: boolean;
  canPublish: boolean;
  hasEcommerce: boolean;
  saveSections: (sections: SectionInstanceRecord[], version: number) => Promise<SectionsDocument>;
  /** One section's props; without it, the whole list is saved with the change. */
  saveProps?: (name: string, props: SectionProps, version: number) => Promise<SectionsDocument>;
  publish: (version: number) => Promise<SectionsDocument>;
  discard: (version: number) => Promise<SectionsDocument>;
  /** The server's current copy, after a refused stale edit. */
  reload: () => Promise<SectionsDocument>;
}
