/** The invoice and packing slip PDFs: what they say, read back from the file, and the data they are made from. */
import { defaultFakturaSettings, kidNumber, type Order } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import {
  addDays,
  inBundleOrder,
  invoiceFromOrder,
  lineTaxBasisPoints,
  norwegianDate,
  packingSlipFromOrder,
} from './from-order';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf';
import { type PackingSlipDocument, renderPackingSlipPdf } from './packing-slip-pdf';

const invoice: InvoiceDocument = {
  seller: {
    name: 'Demo Butikk AS',
    organizationNumber: '923609016',
    address: 'Storgata 1',
    postalCode: '0155',
    city: 'Oslo',
    email: 'post@demobutikk.no',
    accountNumber: '12345678903',
  },
  buyer: {
    name: 'Kari Nordmann',
    email: 'kari@example.no',
    address: 'Bøgata 2',
    postalCode: '0655',
    city: 'Oslo',
    country: 'NO',
  },
  invoiceNumber: 1042,
  invoiceDate: '2026-03-03',
  dueDate: '2026-03-17',
  kid: kidNumber(1042),
  lines: [
    {
      name: 'Sykkelhjelm Ærlig',
      sku: 'HJ-1',
      details: ['Farge: Rød', 'Gravering: Kari'],
      quantity: 2,
      unitPrice: 129_900,
      discount: 0,
      total: 259_800,
      taxBasisPoints: 2500,
    },
    {
      name: 'Energibar',
      sku: 'EB-3',
      details: [],
      quantity: 3,
      unitPrice: 2500,
      discount: 500,
      total: 7000,
      taxBasisPoints: 1500,
    },
  ],
  shipping: [{ name: 'Hjemlevering', total: 14_900, taxBasisPoints: 2500 }],
  taxes: [
    { name: 'MVA', basisPoints: 2500, amount: 54_940 },
    { name: 'MVA', basisPoints: 1500, amount: 913 },
  ],
  net: 225_847,
  tax: 55_853,
  total: 281_700,
  paid: false,
};

describe('invoice PDF', () => {
  it('is a PDF that says who sells, who buys, what, the MVA per rate, and how to pay with KID', async () => {
    const pdf = await renderInvoicePdf(invoice, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Faktura',
      'Demo Butikk AS',
      'Org.nr. 923 609 016 MVA',
      'Fakturamottaker'.toUpperCase(),
      'Kari Nordmann',
      'Bøgata 2',
      'Fakturanummer',
      '1042',
      'Fakturadato',
      '3. mars 2026',
      'Forfallsdato',
      '17. mars 2026',
      'Kontonummer',
      '1234 56 78903',
      'KID',
      '10421',
      'Sykkelhjelm Ærlig',
      'Varenr. HJ-1',
      'Gravering: Kari',
      '1 299,00 kr',
      '2 598,00 kr',
      'Rabatt 5,00 kr',
      'Frakt: Hjemlevering',
      'Sum eks. MVA',
      '2 258,47 kr',
      'MVA 25 %',
      '549,40 kr',
      'MVA 15 %',
      '9,13 kr',
      'Å betale',
      '2 817,00 kr',
      'Betalingsinformasjon',
    ])
      expect(text.split('\n'), expected).toContain(expected);
  });

  it('compressed (as served) it is still a PDF with the same text', async () => {
    const compressed = await renderInvoicePdf(invoice);
    expect(compressed.subarray(0, 5).toString()).toBe('%PDF-');
    expect(compressed.length).toBeLessThan((await renderInvoicePdf(invoice, { compress: false })).length);
    expect(pdfText(compressed)).toContain('10421');
  });

  it('a paid invoice has no payment slip and no amount to pay', async () => {
    const text = pdfText(await renderInvoicePdf({ ...invoice, paid: true }, { compress: false }));
    expect(text).toContain('Totalt');
    expect(text).toContain('Fakturaen er betalt. Takk for handelen!');
    expect(text).not.toContain('Å betale');
    expect(text).not.toContain('Betalingsinformasjon');
  });

  it('many lines continue on more pages, each numbered', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      ...invoice.lines[1],
      name: `Vare ${index + 1}`,
    })) as InvoiceDocument['lines'];
    const text = pdfText(await renderInvoicePdf({ ...invoice, lines }, { compress: false }));
    expect(text).toContain('Vare 60');
    expect(text).toMatch(/Side 1 av [3-9]/);
    expect(text.match(/Beskrivelse/g)?.length).toBeGreaterThan(1);
  });
});

const slip: PackingSlipDocument = {
  shopName: 'Demo Butikk',
  orderNumber: 1042,
  orderDate: '2026-03-03',
  delivery: {
    name: 'Kari Nordmann',
    address: 'Bøgata 2',
    postalCode: '0655',
    city: 'Oslo',
    country: 'SE',
    phone: '+47 912 34 567',
    email: 'kari@example.no',
  },
  shippingMethods: ['Hjemlevering'],
  lines: [
    { name: 'Sykkelhjelm', sku: 'HJ-1', quantity: 2, details: ['Gravering: Kari'], bundled: false },
    { name: 'Startpakke', sku: 'SP-1', quantity: 1, details: [], bundled: false },
    { name: 'Drikkeflaske', sku: '', quantity: 1, details: [], bundled: true },
  ],
  customerNote: 'Kan leveres til naboen.',
};

describe('packing slip PDF', () => {
  it('lists what goes in the parcel and where, without prices', async () => {
    const pdf = await renderPackingSlipPdf(slip, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Pakkseddel',
      'Ordrenummer',
      '1042',
      'Ordredato',
      '3. mars 2026',
      'LEVERINGSADRESSE',
      'Kari Nordmann',
      '0655 Oslo',
      'Sverige',
      'Telefon +47 912 34 567',
      'Leveringsmåte',
      'Hjemlevering',
      'Kan leveres til naboen.',
      'HJ-1',
      'Sykkelhjelm',
      'Gravering: Kari',
      '– Drikkeflaske',
      '3 varer i alt',
    ])
      expect(text.split('\n'), expected).toContain(expected);
    expect(text).not.toMatch(/kr\b/);
  });
});

describe('documents from an order', () => {
  it("an order's date is its day in Norway", () => {
    expect(norwegianDate('2026-03-02T23:30:00Z')).toBe('2026-03-03');
    expect(norwegianDate('2026-07-01T21:59:00Z')).toBe('2026-07-01');
    expect(norwegianDate('2026-07-01T22:00:00Z')).toBe('2026-07-02');
  });

  it('the due date is the invoice date and the due days, across months and years', () => {
    expect(addDays('2026-03-03', 14)).toBe('2026-03-17');
    expect(addDays('2026-12-20', 14)).toBe('2027-01-03');
    expect(addDays('2028-02-20', 10)).toBe('2028-03-01');
  });

  it("a line's MVA rate is the order's rate closest to its figures", () => {
    expect(lineTaxBasisPoints({ total: 12_500, totalTax: 2500 }, [2500, 1500])).toBe(2500);
    expect(lineTaxBasisPoints({ total: 999, totalTax: 200 }, [2500, 1500])).toBe(2500);
    expect(lineTaxBasisPoints({ total: 11_500, totalTax: 1500 }, [2500, 1500])).toBe(1500);
    expect(lineTaxBasisPoints({ total: 5000, totalTax: 0 }, [2500])).toBe(0);
  });

  it("a bundle's contents follow their bundle on the packing slip", () => {
    const line = (id: string, bundleReference: string | null) => ({ _id: id, bundleReference });
    const lines = [line('a', null), line('c1', 'b'), line('b', null), line('c2', 'b'), line('x', 'gone')];
    expect(inBundleOrder(lines).map((entry) => entry._id)).toEqual(['a', 'b', 'c1', 'c2', 'x']);
  });

  const order = {
    _id: 'o1',
    orderNumber: 1042,
    draft: false,
    timestamp: '2026-03-02T23:30:00.000Z',
    invoiceInformation: { ...slip.delivery, country: 'NO' },
    orderLines: [
      {
        _id: 'l1',
        name: 'Sykkelhjelm',
        sku: 'HJ-1',
        amount: 2,
        productPrice: 100_000,
        total: 200_000,
        totalTax: 40_000,
        discount: 0,
        customizations: [{ label: 'Gravering', value: 'Kari', subtotal: 0 }],
        productAttributes: [{ name: 'Farge', value: 'Rød' }],
        bundleReference: null,
      },
    ],
    shippingLines: [{ _id: 's1', methodId: 'm', methodName: 'Hjemlevering', total: 14_900, totalTax: 2980 }],
    taxes: [{ name: 'MVA', basisPoints: 2500, amount: 42_980 }],
    total: 214_900,
    totalTax: 42_980,
    payments: [{ provider: 'faktura', total: 214_900, chargedSum: 0 }],
    customerNote: '',
  } as unknown as Order & { orderNumber: number };

  it('an invoice takes the seller from the Faktura settings, the KID from the order number, the figures from the order', () => {
    const settings = {
      ...defaultFakturaSettings,
      organizationNumber: '923609016',
      accountNumber: '12345678903',
      dueDays: 10,
    };
    const document = invoiceFromOrder(order, settings, { name: 'Demo Butikk' });
    expect(document).toMatchObject({
      seller: { name: 'Demo Butikk', organizationNumber: '923609016', accountNumber: '12345678903' },
      invoiceNumber: 1042,
      invoiceDate: '2026-03-03',
      dueDate: '2026-03-13',
      kid: '10421',
      net: 171_920,
      tax: 42_980,
      total: 214_900,
      paid: false,
    });
    expect(document.lines[0]).toMatchObject({
      quantity: 2,
      unitPrice: 100_000,
      taxBasisPoints: 2500,
      details: ['Farge: Rød', 'Gravering: Kari'],
    });
    expect(document.shipping).toEqual([{ name: 'Hjemlevering', total: 14_900, taxBasisPoints: 2500 }]);
    expect(
      invoiceFromOrder(order, { ...settings, companyName: 'Demo Butikk AS' }, { name: 'Demo Butikk' }).seller.name,
    ).toBe('Demo Butikk AS');
    const charged = {
      ...order,
      payments: [{ provider: 'faktura', total: 214_900, chargedSum: 214_900 }],
    } as typeof order;
    expect(invoiceFromOrder(charged, settings, { name: 'Demo Butikk' }).paid).toBe(true);
  });

  it('a packing slip takes the delivery address and the lines without prices', () => {
    const document = packingSlipFromOrder(order, { name: 'Demo Butikk' });
    expect(document).toMatchObject({ orderNumber: 1042, orderDate: '2026-03-03', shippingMethods: ['Hjemlevering'] });
    expect(document.lines).toEqual([
      { name: 'Sykkelhjelm', sku: 'HJ-1', quantity: 2, details: ['Farge: Rød', 'Gravering: Kari'], bundled: false },
    ]);
  });
});
