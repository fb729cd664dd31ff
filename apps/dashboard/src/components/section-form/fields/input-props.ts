import { ownMessage } from '../field-errors';
import type { FieldProps } from '../types';

/** What every Mantine input of a field shares: label with ' *' when required, description, message, disabled. */
export const inputProps = ({ definition, label, errors, disabled }: FieldProps) => ({
  label,
  description: definition.description,
  withAsterisk: definition.required === true,
  error: ownMessage(errors),
  disabled,
});
