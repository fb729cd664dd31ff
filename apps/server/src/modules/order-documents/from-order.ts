/**
 * The documents' plain data from an order as the API answers it, and the shop's Faktura settings.
 * No money is added up here: every figure is the order's own (the pricing engine made them).
 */
import { type FakturaSettings, kidNumber, type Order, type OrderLine, orderFallbacks } from '@vev/shared';
import type { InvoiceDocument } from './invoice-pdf';
import type { PackingSlipDocument } from './packing-slip-pdf';

const osloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Norway, 'YYYY-MM-DD'. */
export const norwegianDate = (instant: string | Date): string => osloDate.format(new Date(instant));

/** A calendar date some days later. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A line's MVA rate, read back from its figures: the order's rate whose share of the net comes
 * closest to the line's tax (per-line rounding makes the exact share a hair off). 0 without tax.
 */
export function lineTaxBasisPoints(line: { total: number; totalTax: number }, rates: readonly number[]): number {
  const net = line.total - line.totalTax;
  if (line.totalTax <= 0 || net <= 0) return 0;
  const candidates = [...new Set(rates.length ? rates : [2500])];
  const distance = (basisPoints: number) => Math.abs(line.totalTax * 10_000 - net * basisPoints);
  return candidates.reduce((best, candidate) => (distance(candidate) < distance(best) ? candidate : best));
}

const lineDetails = (line: OrderLine): string[] => [
  ...line.productAttributes.map((attribute) => `${attribute.name}: ${attribute.value}`),
  ...line.customizations.map((customization) => `${customization.label}: ${customization.value}`),
];

/** The lines with each bundle's contents right after the bundle (contents whose bundle is gone come last). */
export function inBundleOrder<Line extends Pick<OrderLine, '_id' | 'bundleReference'>>(lines: readonly Line[]): Line[] {
  const tops = lines.filter((line) => line.bundleReference === null);
  const ordered = tops.flatMap((top) => [top, ...lines.filter((line) => line.bundleReference === top._id)]);
  return [...ordered, ...lines.filter((line) => !ordered.includes(line))];
}

/** An order that can have documents: placed, so it has a number. */
export const hasOrderNumber = (order: Order): order is Order & { orderNumber: number } =>
  !order.draft && order.orderNumber !== null;

export function invoiceFromOrder(
  order: Order & { orderNumber: number },
  settings: FakturaSettings,
  shop: { name: string },
): InvoiceDocument {
  const invoiceDate = norwegianDate(order.timestamp);
  const rates = order.taxes.map((tax) => tax.basisPoints);
  const { invoiceInformation: buyer } = order;
  return {
    seller: {
      name: settings.companyName || shop.name,
      organizationNumber: settings.organizationNumber,
      address: settings.address,
      postalCode: settings.postalCode,
      city: settings.city,
      email: settings.email,
      accountNumber: settings.accountNumber,
    },
    buyer: {
      name: buyer.name || orderFallbacks.noName,
      email: buyer.email,
      address: buyer.address,
      postalCode: buyer.postalCode,
      city: buyer.city,
      country: buyer.country,
    },
    invoiceNumber: order.orderNumber,
    invoiceDate,
    dueDate: addDays(invoiceDate, settings.dueDays),
    kid: kidNumber(order.orderNumber),
    lines: order.orderLines.map((line) => ({
      name: line.name || orderFallbacks.noName,
      sku: line.sku,
      details: lineDetails(line),
      quantity: line.amount,
      unitPrice: line.productPrice,
      discount: line.discount,
      total: line.total,
      taxBasisPoints: lineTaxBasisPoints(line, rates),
    })),
    shipping: order.shippingLines.map((line) => ({
      name: line.methodName,
      total: line.total,
      taxBasisPoints: lineTaxBasisPoints(line, rates),
    })),
    taxes: order.taxes.map((tax) => ({ name: tax.name, basisPoints: tax.basisPoints, amount: tax.amount })),
    net: order.total - order.totalTax,
    tax: order.totalTax,
    total: order.total,
    paid: !order.payments.some((payment) => payment.provider === 'faktura' && payment.chargedSum < payment.total),
  };
}

export function packingSlipFromOrder(
  order: Order & { orderNumber: number },
  shop: { name: string },
): PackingSlipDocument {
  const { invoiceInformation: to } = order;
  return {
    shopName: shop.name,
    orderNumber: order.orderNumber,
    orderDate: norwegianDate(order.timestamp),
    delivery: {
      name: to.name || orderFallbacks.noName,
      address: to.address,
      postalCode: to.postalCode,
      city: to.city,
      country: to.country,
      phone: to.phone,
      email: to.email,
    },
    shippingMethods: order.shippingLines.map((line) => line.methodName),
    lines: inBundleOrder(order.orderLines).map((line) => ({
      name: line.name || orderFallbacks.noName,
      sku: line.sku,
      quantity: line.amount,
      details: lineDetails(line),
      bundled: line.bundleReference !== null,
    })),
    customerNote: order.customerNote,
  };
}
