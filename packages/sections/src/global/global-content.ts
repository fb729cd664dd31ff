/**
 * Global content (spec 2 §2, designer `/designer/globalt`): the company's details every page can
 * show: name, organisation number, contact details, opening hours, social links and an announcement
 * bar. Prop definitions, so the designer builds its form the way it builds a section's; the header,
 * the footer and the contact section fall back to them.
 */
import type { z } from 'zod';
import { contactRules, socialNetworks } from '../definition/common';
import { propsObjectSchema, valuesForRender } from '../definition/schema';
import type { PropDefinition, PropsOf, SectionProps } from '../definition/types';

const announcementShown = (props: SectionProps) => props.enabled === true;

export const globalContentProps = [
  { name: 'companyName', label: 'Firmanavn', type: 'string', maxLength: 120, default: '' },
  {
    name: 'organizationNumber',
    label: 'Organisasjonsnummer',
    type: 'string',
    maxLength: 11,
    default: '',
    validationFn: contactRules.organizationNumber,
  },
  { name: 'phone', label: 'Telefon', type: 'string', maxLength: 30, default: '', validationFn: contactRules.phone },
  { name: 'email', label: 'E-post', type: 'string', maxLength: 200, default: '', validationFn: contactRules.email },
  {
    name: 'address',
    label: 'Adresse',
    type: 'object',
    fields: [
      { name: 'street', label: 'Gateadresse', type: 'string', maxLength: 200, default: '' },
      {
        name: 'postcode',
        label: 'Postnummer',
        type: 'string',
        maxLength: 4,
        default: '',
        validationFn: (value) => (/^\d{4}$/.test(String(value)) ? undefined : 'Postnummeret må ha 4 siffer.'),
      },
      { name: 'city', label: 'Poststed', type: 'string', maxLength: 100, default: '' },
    ],
  },
  {
    name: 'openingHours',
    label: 'Åpningstider',
    type: 'list',
    max: 14,
    itemTitle: 'days',
    of: {
      type: 'object',
      label: 'Åpningstid',
      fields: [
        { name: 'days', label: 'Dager', type: 'string', maxLength: 60, required: true },
        { name: 'hours', label: 'Tid', type: 'string', maxLength: 60, required: true },
      ],
    },
  },
  {
    name: 'socialLinks',
    label: 'Sosiale medier',
    type: 'list',
    max: socialNetworks.length,
    itemTitle: 'network',
    of: {
      type: 'object',
      label: 'Profil',
      fields: [
        { name: 'network', label: 'Tjeneste', type: 'select', options: socialNetworks },
        {
          name: 'url',
          label: 'Adresse',
          type: 'string',
          maxLength: 300,
          required: true,
          validationFn: contactRules.https,
        },
      ],
    },
  },
  {
    name: 'announcement',
    label: 'Kunngjøringslinje',
    description: 'En kort beskjed øverst på alle sider, for eksempel om fri frakt eller endrede åpningstider.',
    type: 'object',
    fields: [
      { name: 'enabled', label: 'Vis kunngjøringslinjen', type: 'boolean', default: false },
      {
        name: 'text',
        label: 'Tekst',
        type: 'string',
        maxLength: 200,
        default: '',
        required: true,
        showFn: announcementShown,
      },
      { name: 'link', label: 'Lenke', type: 'link', showFn: announcementShown },
    ],
  },
] as const satisfies readonly PropDefinition[];

export type GlobalContent = PropsOf<typeof globalContentProps>;

/** Validates globalProps and globalPropsDraft (defaults filled in, unknown fields refused). */
export const globalContentSchema = propsObjectSchema(globalContentProps) as unknown as z.ZodType<GlobalContent>;

/**
 * Stored global content as the storefront renders it: each value that still fits its prop, else the
 * prop's default, so content saved before a definition changed never breaks a page.
 */
export const globalContentForRender = (stored: unknown): GlobalContent =>
  valuesForRender(
    globalContentProps,
    stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as SectionProps) : {},
  ) as GlobalContent;

/** The address on two lines, as a letter would have it: 'Strandgaten 12' and '5013 Bergen'. */
export function addressText(address: GlobalContent['address']): string {
  const town = [address.postcode, address.city].filter(Boolean).join(' ');
  return [address.street, town].filter(Boolean).join('\n');
}

/** 923456789 → '923 456 789', with no-break spaces. */
export const formatOrganizationNumber = (value: string) =>
  value.replace(/\s/g, '').replace(/(\d{3})(\d{3})(\d{3})/, '$1\u00a0$2\u00a0$3');
