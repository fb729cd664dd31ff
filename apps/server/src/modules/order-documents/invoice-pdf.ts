/**
 * The invoice as a PDF (issue 16, Faktura): seller with organisation number, buyer, lines with MVA
 * per rate, due date, account number and KID. It reads plain data (InvoiceDocument), so the
 * receipt e-mail, the dashboard's download and the tests render the same thing.
 */
import {
  block,
  type Column,
  colors,
  contentWidth,
  countryName,
  createPdf,
  fonts,
  footer,
  formatAccountNumber,
  formatOrganizationNumber,
  page,
  pairs,
  pdfBuffer,
  pdfDate,
  pdfMoney,
  pdfPercent,
  type RenderOptions,
  rule,
  tableHeader,
  tableRow,
} from './pdf-layout';

export interface InvoiceDocument {
  seller: {
    name: string;
    /** Nine digits, or empty when the shop has not given one. */
    organizationNumber: string;
    address: string;
    postalCode: string;
    city: string;
    email: string;
    /** Eleven digits, or empty. */
    accountNumber: string;
  };
  buyer: {
    name: string;
    email: string;
    address: string;
    postalCode: string;
    city: string;
    /** ISO 3166-1 alpha-2 */
    country: string;
  };
  /** The order number. */
  invoiceNumber: number;
  /** Calendar dates, 'YYYY-MM-DD', in Norway. */
  invoiceDate: string;
  dueDate: string;
  kid: string;
  /** All amounts in øre, with MVA unless named net. */
  lines: {
    name: string;
    sku: string;
    /** Customizations and chosen attributes, one short text each ('Gravering: Kari'). */
    details: string[];
    quantity: number;
    unitPrice: number;
    /** What the line's discounts took off. */
    discount: number;
    total: number;
    /** Basis points: 2500 is 25 %. */
    taxBasisPoints: number;
  }[];
  /** The shipping lines, priced like the order lines. */
  shipping: { name: string; total: number; taxBasisPoints: number }[];
  taxes: { name: string; basisPoints: number; amount: number }[];
  net: number;
  tax: number;
  total: number;
  /** Settled already (a card, or an invoice marked paid): no payment slip, and the total is not 'Å betale'. */
  paid: boolean;
}

const columns: Column[] = [
  { header: 'Beskrivelse', width: 215 },
  { header: 'Antall', width: 50, align: 'right' },
  { header: 'Pris', width: 85, align: 'right' },
  { header: 'MVA', width: 50, align: 'right' },
  { header: 'Sum', width: contentWidth - 400, align: 'right' },
];

function sellerLines(seller: InvoiceDocument['seller']): string[] {
  return [
    seller.address,
    [seller.postalCode, seller.city].filter(Boolean).join(' '),
    seller.organizationNumber ? `Org.nr. ${formatOrganizationNumber(seller.organizationNumber)} MVA` : '',
    seller.email,
  ];
}

function buyerLines(buyer: InvoiceDocument['buyer']): string[] {
  return [
    buyer.name,
    buyer.address,
    [buyer.postalCode, buyer.city].filter(Boolean).join(' '),
    buyer.country && buyer.country !== 'NO' ? countryName(buyer.country) : '',
    buyer.email,
  ];
}

export async function renderInvoicePdf(input: InvoiceDocument, options: RenderOptions = {}): Promise<Buffer> {
  const doc = createPdf({
    title: `Faktura ${input.invoiceNumber}`,
    author: input.seller.name,
    compress: options.compress ?? true,
    createdAt: new Date(`${input.invoiceDate}T12:00:00Z`),
  });
  const left = page.margin;
  const half = contentWidth / 2;
  const right = left + half + 20;

  doc.font(fonts.bold).fontSize(18).fillColor(colors.text).text(input.seller.name, left, left, { width: half });
  doc.font(fonts.regular).fontSize(9.5).fillColor(colors.muted);
  for (const line of sellerLines(input.seller).filter(Boolean)) doc.text(line, left, doc.y + 1, { width: half });
  const sellerBottom = doc.y;
  doc
    .font(fonts.bold)
    .fontSize(26)
    .fillColor(colors.text)
    .text('Faktura', right, left, { width: half - 20, align: 'right' });

  const top = Math.max(sellerBottom, left + 60) + 30;
  const buyerBottom = block(doc, 'Fakturamottaker', buyerLines(input.buyer), left, top, half - 20);
  const metaBottom = pairs(
    doc,
    [
      ['Fakturanummer', String(input.invoiceNumber)],
      ['Fakturadato', pdfDate(input.invoiceDate)],
      ['Forfallsdato', pdfDate(input.dueDate)],
      ['Kontonummer', formatAccountNumber(input.seller.accountNumber) || '–'],
      ['KID', input.kid],
    ],
    right,
    top,
    half - 20,
  );

  let y = tableHeader(doc, columns, Math.max(buyerBottom, metaBottom) + 30);
  for (const line of input.lines) {
    const description = [line.name, ...(line.sku ? [`Varenr. ${line.sku}`] : []), ...line.details];
    const price = line.discount
      ? [pdfMoney(line.unitPrice), `Rabatt ${pdfMoney(line.discount)}`]
      : [pdfMoney(line.unitPrice)];
    const cells = [
      description,
      [String(line.quantity)],
      price,
      [pdfPercent(line.taxBasisPoints)],
      [pdfMoney(line.total)],
    ];
    y = tableRow(doc, columns, cells, y);
  }
  for (const { name, total, taxBasisPoints } of input.shipping) {
    y = tableRow(
      doc,
      columns,
      [[`Frakt: ${name}`], ['1'], [pdfMoney(total)], [pdfPercent(taxBasisPoints)], [pdfMoney(total)]],
      y,
    );
  }

  const totals: [string, string, boolean?][] = [
    ['Sum eks. MVA', pdfMoney(input.net)],
    ...input.taxes.map((tax): [string, string] => [`${tax.name} ${pdfPercent(tax.basisPoints)}`, pdfMoney(tax.amount)]),
    ['Sum MVA', pdfMoney(input.tax)],
    [input.paid ? 'Totalt' : 'Å betale', pdfMoney(input.total), true],
  ];
  const boxHeight = 86;
  if (y + totals.length * 16 + 20 + boxHeight > page.height - page.margin - 40) {
    doc.addPage();
    y = page.margin;
  }
  y = pairs(doc, totals, right, y + 4, half - 20);
  rule(doc, y + 4);

  if (input.paid) {
    doc
      .font(fonts.bold)
      .fontSize(11)
      .fillColor(colors.text)
      .text('Betalt', page.margin, y + 24);
    doc.font(fonts.regular).fontSize(9.5).fillColor(colors.muted).text('Fakturaen er betalt. Takk for handelen!');
  } else paymentBox(doc, input, y + 24, boxHeight);
  footer(
    doc,
    [
      input.seller.name,
      input.seller.organizationNumber ? `Org.nr. ${formatOrganizationNumber(input.seller.organizationNumber)}` : '',
      input.seller.email,
    ]
      .filter(Boolean)
      .join('   ·   '),
  );
  return pdfBuffer(doc);
}

/** What the buyer types into the bank: account, KID, amount, due date. */
function paymentBox(doc: PDFKit.PDFDocument, input: InvoiceDocument, y: number, height: number) {
  const left = page.margin;
  doc.rect(left, y, contentWidth, height).lineWidth(0.75).strokeColor(colors.rule).stroke();
  doc
    .font(fonts.bold)
    .fontSize(10)
    .fillColor(colors.text)
    .text('Betalingsinformasjon', left + 12, y + 10);
  const fields: [string, string][] = [
    ['Kontonummer', formatAccountNumber(input.seller.accountNumber) || '–'],
    ['KID', input.kid],
    ['Beløp', pdfMoney(input.total)],
    ['Forfallsdato', pdfDate(input.dueDate)],
  ];
  const width = (contentWidth - 24) / fields.length;
  fields.forEach(([label, value], index) => {
    const x = left + 12 + index * width;
    doc
      .font(fonts.regular)
      .fontSize(8.5)
      .fillColor(colors.muted)
      .text(label, x, y + 30, { width, lineBreak: false });
    doc
      .font(fonts.bold)
      .fontSize(11)
      .fillColor(colors.text)
      .text(value, x, y + 43, { width, lineBreak: false });
  });
  doc
    .font(fonts.regular)
    .fontSize(8.5)
    .fillColor(colors.muted)
    .text('Husk å oppgi KID når du betaler, så blir betalingen registrert på riktig faktura.', left + 12, y + 64, {
      width: contentWidth - 24,
      lineBreak: false,
    });
}
