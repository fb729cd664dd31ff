/**
 * The section definition model (spec 1 §3 'Component definition'): what a section is called, which
 * props it has and how each is edited. The server derives its validation and the dashboard its
 * editor form from the same definition.
 */
import type { MediaReference } from '@vev/shared';
import type { ReactNode } from 'react';
import type { SectionContext } from '../render/context';

/** What a `ref` prop can point to. */
export const refTargets = [
  'page',
  'category',
  'productPage',
  'product',
  'component',
  'form',
  'dataSet',
  'dataSetRecord',
  'bookingService',
] as const;
export type RefTarget = (typeof refTargets)[number];

export interface SelectOption {
  value: string;
  label: string;
}

/** Spec 1 §3 'Link'. */
export interface Link {
  type: 'page' | 'product' | 'custom';
  page: string | null;
  product: string | null;
  url: string;
  label: string;
  ariaLabel: string;
  openInNewTab: boolean;
}

/** Spec 1 §3 'Font setting': sizes in rem; each override applies from its minimum width (px) up. */
export interface FontSetting {
  family: string;
  weight: number;
  size: number;
  mediaQueries: { query: number; family?: string; weight?: number; size?: number }[];
}

/** Spec 1 §3 'Gallery item'. */
export interface GalleryItem {
  image: { _id: string; url: string; filename: string; fileType: 'image' | 'raw'; alt: string };
  caption: string;
}

export type SectionProps = Record<string, unknown>;

/** The ways a value can be edited; `list` and `object` nest further definitions. */
export type PropKind =
  | { type: 'string'; default?: string; maxLength?: number; placeholder?: string }
  | { type: 'text'; default?: string; maxLength?: number }
  | { type: 'richText'; default?: string }
  | { type: 'number'; default?: number | null; min?: number; max?: number; integer?: boolean; unit?: string }
  | { type: 'boolean'; default?: boolean }
  | { type: 'select'; options: readonly SelectOption[]; default?: string }
  | { type: 'color'; default?: string }
  | { type: 'image'; default?: null }
  | { type: 'gallery'; max?: number }
  | { type: 'link'; default?: Link | null }
  | { type: 'font'; default?: FontSetting | null }
  | { type: 'list'; of: ItemDefinition; min?: number; max?: number; itemTitle?: string }
  | { type: 'object'; fields: readonly PropDefinition[] }
  | { type: 'ref'; to: RefTarget };

export type PropType = PropKind['type'];

interface PropRules {
  /** Norwegian label in the editor. */
  label?: string;
  /** A hint under the field. */
  description?: string;
  /** Empty is refused with 'Feltet må fylles ut.' (only while the prop is shown). */
  required?: boolean;
  /** False: shown, never changed in the editor. */
  editable?: boolean;
  /** The prop is shown (and validated) only when this answers true for the props around it. */
  showFn?: (props: SectionProps) => boolean;
  /** A Norwegian message when the value is not acceptable; checked only for shown, non-empty values. */
  validationFn?: (value: unknown, props: SectionProps) => string | undefined;
}

/** A list's item: a prop without a name. */
export type ItemDefinition = PropKind & PropRules;

export type PropDefinition = PropKind & PropRules & { name: string; label: string };

/** What a section component gets to render with. */
export interface SectionRenderProps<P> {
  props: P;
  context: SectionContext;
}

export interface SectionDefinition<P = SectionProps> {
  /** The component type stored on an instance (`hero`, `richText` …). */
  name: string;
  label: string;
  description: string;
  /** A name from @tabler/icons-react (`IconPhoto`). */
  icon: string;
  props: readonly PropDefinition[];
  /** The prop whose text names an instance in the designer's list. */
  titleProp?: string;
  /** May be placed as a section on pages, templates and components. */
  usableInSection: boolean;
  /** May be placed inside rich content. */
  usableInRichContent: boolean;
  /** Shown only on sites with e-commerce. */
  requiresEcommerce?: boolean;
  render: (input: SectionRenderProps<P>) => ReactNode;
}

/** The value a prop of this kind holds after validation. */
export type ValueOf<D> = D extends { type: 'string' | 'text' | 'richText' | 'color' }
  ? string
  : D extends { type: 'number' }
    ? number | null
    : D extends { type: 'boolean' }
      ? boolean
      : D extends { type: 'select'; options: readonly { value: infer V }[] }
        ? V
        : D extends { type: 'image' }
          ? MediaReference | null
          : D extends { type: 'gallery' }
            ? GalleryItem[]
            : D extends { type: 'link' }
              ? Link | null
              : D extends { type: 'font' }
                ? FontSetting | null
                : D extends { type: 'ref' }
                  ? string | null
                  : D extends { type: 'list'; of: infer O }
                    ? ValueOf<O>[]
                    : D extends { type: 'object'; fields: infer F extends readonly PropDefinition[] }
                      ? PropsOf<F>
                      : never;

export type PropsOf<F extends readonly PropDefinition[]> = { [D in F[number] as D['name']]: ValueOf<D> };
