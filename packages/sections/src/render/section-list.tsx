/** Sections as the storefront and the preview render them, one after another. */
import { propsForRender } from '../definition/schema';
import type { SectionProps } from '../definition/types';
import { findSectionDefinition } from '../registry';
import type { StorefrontData } from './context';

/** A placed section (spec 1 §3 'Section/component instance'): what rendering needs of it. */
export interface SectionInstance {
  /** Unique on the page (`hero1`); the preview bridge names the section by it. */
  name: string;
  /** The definition's name (`hero`). */
  component: string;
  props: SectionProps;
}

interface SectionViewProps {
  instance: SectionInstance;
  data: StorefrontData;
  aboveFold?: boolean;
}

/**
 * One section inside a box-less wrapper (`display: contents`) that tells the preview which section a
 * click landed in. An unknown component type renders nothing.
 */
export function SectionView({ instance, data, aboveFold = false }: SectionViewProps) {
  const definition = findSectionDefinition(instance.component);
  if (!definition) return null;
  const props = propsForRender(definition, instance.props);
  return (
    <div className="vev-section-slot" data-vev-section={instance.name} data-vev-component={definition.name}>
      {definition.render({ props, context: { data, instance: instance.name, aboveFold } })}
    </div>
  );
}

interface SectionListProps {
  sections: readonly SectionInstance[];
  data: StorefrontData;
  /** How many sections from the top load their images at once (0 for a footer area); the rest lazily. */
  eager?: number;
}

export function SectionList({ sections, data, eager = 1 }: SectionListProps) {
  return sections.map((instance, index) => (
    <SectionView key={instance.name} instance={instance} data={data} aboveFold={index < eager} />
  ));
}
