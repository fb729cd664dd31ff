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

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[\d\s-]{5,20}$/;

/** Rules for contact details, the same wherever they are entered (contact section, footer, global content). */
export const contactRules = {
  phone: (value: unknown) => (phonePattern.test(String(value)) ? undefined : 'Ugyldig telefonnummer.'),
  email: (value: unknown) => (emailPattern.test(String(value)) ? undefined : 'Ugyldig e-postadresse.'),
  organizationNumber: (value: unknown) =>
    /^\d{9}$/.test(String(value).replace(/\s/g, '')) ? undefined : 'Organisasjonsnummeret må ha 9 siffer.',
  https: (value: unknown) => (/^https:\/\//.test(String(value)) ? undefined : 'Adressen må starte med https://.'),
};

/** The social networks a profile link can be for. */
export const socialNetworks = [
  { value: 'facebook', label: 'Facebook' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'x', label: 'X' },
] as const;
