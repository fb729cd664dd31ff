/** The packing slip ('Pakkseddel'): what goes in the parcel and where it goes, without prices. */
import {
  block,
  type Column,
  colors,
  contentWidth,
  countryName,
  createPdf,
  fonts,
  footer,
  page,
  pairs,
  pdfBuffer,
  pdfDate,
  type RenderOptions,
  tableHeader,
  tableRow,
} from './pdf-layout';

export interface PackingSlipDocument {
  shopName: string;
  orderNumber: number;
  /** 'YYYY-MM-DD', in Norway. */
  orderDate: string;
  delivery: {
    name: string;
    address: string;
    postalCode: string;
    city: string;
    /** ISO 3166-1 alpha-2 */
    country: string;
    phone: string;
    email: string;
  };
  /** The shipping methods' names. */
  shippingMethods: string[];
  lines: {
    name: string;
    sku: string;
    quantity: number;
    /** Customizations, chosen attributes and the like, one short text each ('Gravering: Kari'). */
    details: string[];
    /** Part of the bundle on the line before it. */
    bundled: boolean;
  }[];
  /** The buyer's message at checkout. */
  customerNote: string;
}

const columns: Column[] = [
  { header: 'Antall', width: 55, align: 'right' },
  { header: 'Varenr.', width: 110 },
  { header: 'Produkt', width: contentWidth - 165 - 60 },
  { header: 'Pakket', width: 60 },
];

export async function renderPackingSlipPdf(input: PackingSlipDocument, options: RenderOptions = {}): Promise<Buffer> {
  const doc = createPdf({
    title: `Pakkseddel ${input.orderNumber}`,
    author: input.shopName,
    compress: options.compress ?? true,
    createdAt: new Date(`${input.orderDate}T12:00:00Z`),
  });
  const left = page.margin;
  const half = contentWidth / 2;
  const right = left + half + 20;
  const checkboxX = page.width - page.margin - 60 + 8;

  doc.font(fonts.bold).fontSize(18).fillColor(colors.text).text(input.shopName, left, left, { width: half });
  doc
    .font(fonts.bold)
    .fontSize(26)
    .text('Pakkseddel', right, left, { width: half - 20, align: 'right' });

  const top = left + 70;
  const { delivery } = input;
  const addressBottom = block(
    doc,
    'Leveringsadresse',
    [
      delivery.name,
      delivery.address,
      [delivery.postalCode, delivery.city].filter(Boolean).join(' '),
      delivery.country && delivery.country !== 'NO' ? countryName(delivery.country) : '',
      delivery.phone ? `Telefon ${delivery.phone}` : '',
      delivery.email,
    ],
    left,
    top,
    half - 20,
  );
  const metaBottom = pairs(
    doc,
    [
      ['Ordrenummer', String(input.orderNumber)],
      ['Ordredato', pdfDate(input.orderDate)],
      ...(input.shippingMethods.length
        ? [['Leveringsmåte', input.shippingMethods.join(', ')] as [string, string]]
        : []),
    ],
    right,
    top,
    half - 20,
  );

  let y = Math.max(addressBottom, metaBottom) + 20;
  if (input.customerNote) {
    y = block(doc, 'Melding fra kunden', [input.customerNote], left, y, contentWidth) + 20;
  }
  y = tableHeader(doc, columns, y);
  for (const line of input.lines) {
    const name = line.bundled ? `– ${line.name}` : line.name;
    const cells = [[String(line.quantity)], [line.sku || '–'], [name, ...line.details], []];
    // An empty box to tick when the line is in the parcel.
    y = tableRow(doc, columns, cells, y, (rowTop) =>
      doc.rect(checkboxX, rowTop, 10, 10).lineWidth(0.75).strokeColor(colors.muted).stroke(),
    );
  }
  const items = input.lines.filter((line) => !line.bundled).reduce((sum, line) => sum + line.quantity, 0);
  doc
    .font(fonts.bold)
    .fontSize(10)
    .fillColor(colors.text)
    .text(`${items} ${items === 1 ? 'vare' : 'varer'} i alt`, left + 6, y + 4);
  footer(doc, `${input.shopName}   ·   Ordre ${input.orderNumber}`);
  return pdfBuffer(doc);
}
