/**
 * The order receipt e-mail (spec 2 §2 'Email texts', 'Email templates'): the site's text and
 * chosen template around the order, as HTML and as plain text. Everything from outside is escaped.
 */
import { RichText } from '@vev/sections';
import {
  type EmailTemplate,
  fillRichText,
  formatMoney,
  parseRichText,
  type RichTextDocument,
  resolveEmailTemplateProps,
  type Site,
} from '@vev/shared';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface ReceiptOrder {
  number: string;
  customerName: string;
  lines: { title: string; quantity: number; unitPrice: number }[];
  shipping: number;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A sample order, for previews before the shop has any. */
export const sampleOrder: ReceiptOrder = {
  number: '10042',
  customerName: 'Kari Nordmann',
  lines: [
    { title: 'Bysykkel, 7 gir', quantity: 1, unitPrice: 899_000 },
    { title: 'Sykkellås', quantity: 2, unitPrice: 29_900 },
  ],
  shipping: 9_900,
};

/** The site's text with {navn} as the customer's name, formatting kept. */
const greeting = (text: string, customerName: string): RichTextDocument =>
  fillRichText(parseRichText(text), '{navn}', customerName);

/** The text as HTML: the same rendering (and escaping) as rich text on the storefront. */
const greetingHtml = (document: RichTextDocument) =>
  renderToStaticMarkup(createElement(RichText, { value: JSON.stringify(document) }));

/** The text as plain lines: list items with their bullet or number. */
function greetingLines(document: RichTextDocument): string[] {
  let number = 0;
  return document.blocks
    .map((block) => {
      number = block.type === 'ordered-list-item' ? number + 1 : 0;
      if (block.type === 'unordered-list-item') return `• ${block.text}`;
      if (block.type === 'ordered-list-item') return `${number}. ${block.text}`;
      return block.text;
    })
    .filter((line) => line.trim() !== '');
}

interface Look {
  accent: string;
  showLogo: boolean;
  footer: string;
  banner: boolean;
  compact: boolean;
}

function lookOf(template: EmailTemplate | null, values: Site['emailTemplateProps']): Look {
  // The system template: the platform's own neutral look.
  if (!template) return { accent: '#1f2933', showLogo: true, footer: '', banner: false, compact: false };
  const { props } = resolveEmailTemplateProps(template, values);
  return {
    accent: typeof props.accentColor === 'string' ? props.accentColor : '#1f2933',
    showLogo: props.showLogo !== false && template._id !== 'enkel',
    footer: typeof props.footerText === 'string' ? props.footerText : '',
    banner: template._id === 'moderne',
    compact: template._id === 'kompakt',
  };
}

export function renderOrderReceipt(input: {
  site: Pick<Site, 'displayName' | 'logo' | 'emailTexts' | 'emailTemplateProps'>;
  template: EmailTemplate | null;
  order: ReceiptOrder;
}): RenderedEmail {
  const { site, order } = input;
  const look = lookOf(input.template, site.emailTemplateProps);
  const total = order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) + order.shipping;
  const text = greeting(site.emailTexts.orderReceipt, order.customerName);
  const subject = `Ordrebekreftelse ${order.number} fra ${site.displayName}`;
  const pad = look.compact ? 12 : 24;

  const rows = order.lines
    .map(
      (line) =>
        `<tr><td style="padding:6px 0">${escapeHtml(line.title)}</td><td style="padding:6px 0;text-align:center">${line.quantity}</td><td style="padding:6px 0;text-align:right">${escapeHtml(formatMoney(line.quantity * line.unitPrice))}</td></tr>`,
    )
    .join('');
  const logo =
    look.showLogo && site.logo?.url
      ? `<img src="${escapeHtml(site.logo.url)}" alt="${escapeHtml(site.displayName)}" style="max-height:48px;max-width:200px">`
      : `<strong style="font-size:20px">${escapeHtml(site.displayName)}</strong>`;
  const header = look.banner
    ? `<div style="background:${look.accent};color:#fff;padding:${pad}px">${logo}</div>`
    : `<div style="padding:${pad}px ${pad}px 0;border-top:4px solid ${look.accent}">${logo}</div>`;
  const html = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1f2933">
<div style="max-width:600px;margin:0 auto;background:#fff">${header}
<div style="padding:${pad}px">
<div style="line-height:1.5">${greetingHtml(text)}</div>
<h2 style="font-size:16px;margin:${pad}px 0 8px">Ordre ${escapeHtml(order.number)}</h2>
<table style="width:100%;border-collapse:collapse;font-size:14px"><thead><tr><th style="text-align:left">Vare</th><th>Antall</th><th style="text-align:right">Sum</th></tr></thead>
<tbody>${rows}<tr><td style="padding:6px 0">Frakt</td><td></td><td style="padding:6px 0;text-align:right">${escapeHtml(formatMoney(order.shipping))}</td></tr></tbody>
<tfoot><tr><td style="padding-top:10px;border-top:1px solid #dee2e6;font-weight:bold">Totalt</td><td style="border-top:1px solid #dee2e6"></td><td style="padding-top:10px;border-top:1px solid #dee2e6;text-align:right;font-weight:bold;color:${look.accent}">${escapeHtml(formatMoney(total))}</td></tr></tfoot></table>
${look.footer ? `<p style="margin:${pad}px 0 0;font-size:12px;color:#6b7280">${escapeHtml(look.footer)}</p>` : ''}
</div></div></body></html>`;

  const plain = [
    ...greetingLines(text),
    '',
    `Ordre ${order.number}`,
    ...order.lines.map((line) => `${line.quantity} × ${line.title}: ${formatMoney(line.quantity * line.unitPrice)}`),
    `Frakt: ${formatMoney(order.shipping)}`,
    `Totalt: ${formatMoney(total)}`,
    ...(look.footer ? ['', look.footer] : []),
  ].join('\n');
  return { subject, html, text: plain };
}
