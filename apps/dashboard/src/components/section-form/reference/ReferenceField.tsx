import { inputProps } from '../fields/input-props';
import type { DefinitionOf, FieldProps } from '../types';
import { ReferenceSelect } from './ReferenceSelect';

/** A reference to a page, category, product page, product, component or form, by id. */
export function ReferenceField(props: FieldProps<string | null, DefinitionOf<'ref'>>) {
  return (
    <ReferenceSelect
      {...inputProps(props)}
      target={props.definition.to}
      value={props.value}
      onChange={props.onChange}
    />
  );
}
