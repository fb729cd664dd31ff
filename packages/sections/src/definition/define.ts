/** Declaring a section: the definition and its component, with the component's props typed from the definition. */
import type { ReactNode } from 'react';
import type { PropDefinition, PropsOf, SectionDefinition, SectionRenderProps } from './types';

type SectionInput<F extends readonly PropDefinition[]> = Omit<SectionDefinition, 'props' | 'render'> & {
  props: F;
  render: (input: SectionRenderProps<PropsOf<F>>) => ReactNode;
};

export function defineSection<const F extends readonly PropDefinition[]>(input: SectionInput<F>): SectionDefinition {
  return input as unknown as SectionDefinition;
}
