/** Props that many sections share, so they are labelled and limited the same way everywhere. */
import type { PropDefinition } from './types';

export const backgroundOptions = [
  { value: 'default', label: 'Standard' },
  { value: 'surface', label: 'Dempet' },
  { value: 'primary', label: 'Primærfarge' },
  { value: 'secondary', label: 'Sekundærfarge' },
  { value: 'dark', label: 'Mørk' },
] as const;

export const backgroundProp = {
  name: 'background',
  label: 'Bakgrunn',
  type: 'select',
  options: backgroundOptions,
  default: 'default',
} as const satisfies PropDefinition;

export const headingProp = (defaultText = '', required = false) =>
  ({ name: 'heading', label: 'Overskrift', type: 'string', maxLength: 200, default: defaultText, required }) as const;

export const alignOptions = [
  { value: 'start', label: 'Venstre' },
  { value: 'center', label: 'Midtstilt' },
] as const;

export const columnOptions = [
  { value: '2', label: '2 kolonner' },
  { value: '3', label: '3 kolonner' },
  { value: '4', label: '4 kolonner' },
] as const;
