/**
 * E-mail texts and templates (spec 2 §2 'Email texts', 'Email templates'): the order receipt's
 * own words, and the look it is sent in. Only the order receipt type exists.
 */
import { z } from 'zod';

export const emailTemplateTypes = ['orderReceipt'] as const;
export type EmailTemplateType = (typeof emailTemplateTypes)[number];

/** What a template lets the site change: a colour, a switch or a line of text. */
export type EmailTemplateProp =
  | { name: string; label: string; type: 'color'; default: string }
  | { name: string; label: string; type: 'boolean'; default: boolean }
  | { name: string; label: string; type: 'text'; default: string; maxLength: number };

export interface EmailTemplate {
  _id: string;
  name: string;
  type: EmailTemplateType;
  description: string;
  props: EmailTemplateProp[];
}

const accent = (fallback: string): EmailTemplateProp => ({
  name: 'accentColor',
  label: 'Aksentfarge',
  type: 'color',
  default: fallback,
});
const showLogo: EmailTemplateProp = { name: 'showLogo', label: 'Vis logo', type: 'boolean', default: true };
const footer: EmailTemplateProp = { name: 'footerText', label: 'Bunntekst', type: 'text', default: '', maxLength: 300 };

/** The templates the platform offers; a site without a choice gets the system template. */
export const emailTemplates: EmailTemplate[] = [
  {
    _id: 'klassisk',
    name: 'Klassisk',
    type: 'orderReceipt',
    description: 'Logo øverst, ordrelinjer i en tabell og en tydelig sum.',
    props: [accent('#1c7ed6'), showLogo, footer],
  },
  {
    _id: 'moderne',
    name: 'Moderne',
    type: 'orderReceipt',
    description: 'Luftig, med et farget felt øverst.',
    props: [accent('#7048e8'), footer],
  },
  {
    _id: 'kompakt',
    name: 'Kompakt',
    type: 'orderReceipt',
    description: 'Kort og tett, for kunder som leser på mobilen.',
    props: [showLogo],
  },
  {
    _id: 'enkel',
    name: 'Enkel',
    type: 'orderReceipt',
    description: 'Ren tekst uten farger.',
    props: [],
  },
];

export const findEmailTemplate = (id: string | null | undefined) =>
  emailTemplates.find((template) => template._id === id) ?? null;

/** Spec 2 §2: the default greets the customer by name and thanks them; {navn} is the customer's name. */
export const defaultOrderReceiptText =
  'Hei {navn}!\nTusen takk for bestillingen din. Her er en oversikt over det du har kjøpt. Vi gir beskjed når pakken er på vei.';

export const emailTextsSchema = z.object({ orderReceipt: z.string().max(20_000) }).strict();
export type EmailTexts = z.infer<typeof emailTextsSchema>;

const propValue = z.union([z.string().max(300), z.boolean()]);
export const emailTemplatePropsSchema = z.record(z.string().max(60), propValue);
export type EmailTemplateProps = z.infer<typeof emailTemplatePropsSchema>;

export const emailTemplateMessages = {
  unknownTemplate: 'Malen finnes ikke.',
  badProp: (label: string) => `Ugyldig verdi for «${label}».`,
  unknownProp: (name: string) => `Malen har ikke feltet «${name}».`,
} as const;

/** The template's props with the site's values over the defaults; problems by prop name. */
export function resolveEmailTemplateProps(
  template: EmailTemplate,
  values: EmailTemplateProps,
): { props: Record<string, string | boolean>; problems: Record<string, string> } {
  const props: Record<string, string | boolean> = {};
  const problems: Record<string, string> = {};
  for (const name of Object.keys(values)) {
    if (!template.props.some((prop) => prop.name === name)) problems[name] = emailTemplateMessages.unknownProp(name);
  }
  for (const prop of template.props) {
    const value = values[prop.name] ?? prop.default;
    const fits =
      prop.type === 'boolean'
        ? typeof value === 'boolean'
        : prop.type === 'color'
          ? typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)
          : typeof value === 'string' && value.length <= prop.maxLength;
    if (fits) props[prop.name] = value;
    else problems[prop.name] = emailTemplateMessages.badProp(prop.label);
  }
  return { props, problems };
}
