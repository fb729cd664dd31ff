/**
 * The pure rules of an order's payments (spec 3 §4 and §5 'Orders'): when a payment can be
 * activated or refunded, what remains refundable of a payment and of each line, the line sum a
 * quantity stands for, what is wrong with a refund request (Norwegian messages per field), and the
 * order's payment status from its payments. The server checks a refund with these while the
 * payment row is locked; the dashboard's refund modal uses the same functions. Money is øre.
 */
import { formatMoney } from './money';
import type { Order, Payment, PaymentItemType } from './order';
import type { RefundRequest } from './order-input';
import type { OrderPaymentStatus } from './order-status';

export const refundMessages = {
  sumMin: 'Beløpet må være minst 0,01 kr.',
  sumMax: (remainder: number) => `Beløpet kan være maks ${formatMoney(remainder)}.`,
  sumOfLines: 'Beløpet må være summen av linjene.',
  unknownLine: 'Linjen finnes ikke på ordren.',
  lineTwice: 'Linjen er valgt to ganger.',
  amountMax: (remaining: number) => `Antallet kan være maks ${remaining}.`,
  lineSumMax: (remaining: number) => `Beløpet kan være maks ${formatMoney(remaining)}.`,
  restockOnlyOrderLines: 'Bare ordrelinjer kan legges tilbake på lager.',
  notRefundable: 'Betalingen kan ikke refunderes.',
  noPayment: 'Fant ikke betalingen.',
} as const;

type PaymentFigures = Pick<
  Payment,
  'chargeStatus' | 'reservationStatus' | 'charged' | 'reserved' | 'fullyRefunded' | 'chargedSum' | 'refundedSum'
>;

/** What can still be refunded of a payment: charged less refunded, never below zero. */
export function paymentRemainder(payment: Pick<Payment, 'chargedSum' | 'refundedSum'>): number {
  return Math.max(0, payment.chargedSum - payment.refundedSum);
}

/** 'Aktiver' (spec 3 §4): charge status waiting, not charged, reservation not voided, and not a revision. */
export function canActivatePayment(payment: PaymentFigures, options: { revision: boolean }): boolean {
  return (
    !options.revision &&
    payment.chargeStatus === 'waiting' &&
    !payment.charged &&
    payment.reservationStatus !== 'voided'
  );
}

/** Refund (spec 3 §4): not when fully refunded, nor when reserved but not charged, nor while processing; and something must remain. */
export function canRefundPayment(payment: PaymentFigures): boolean {
  if (payment.fullyRefunded) return false;
  if (payment.reserved && !payment.charged) return false;
  if (payment.chargeStatus === 'processing') return false;
  return payment.charged && paymentRemainder(payment) > 0;
}

export interface LineRemainder {
  type: PaymentItemType;
  ref: string;
  /** The line's quantity and total as ordered. */
  amount: number;
  total: number;
  totalTax: number;
  /** What no refund has taken yet. */
  remainingAmount: number;
  remainingSum: number;
}

/** Per order line and shipping line, the quantity and the sum that no refund of the order has taken. */
export function lineRemainders(
  order: Pick<Order, 'orderLines' | 'shippingLines' | 'refunds'>,
): Map<string, LineRemainder> {
  const lines = new Map<string, LineRemainder>();
  for (const line of order.orderLines) {
    lines.set(line._id, {
      type: 'orderLine',
      ref: line._id,
      amount: line.amount,
      total: line.total,
      totalTax: line.totalTax,
      remainingAmount: line.amount,
      remainingSum: line.total,
    });
  }
  for (const line of order.shippingLines) {
    lines.set(line._id, {
      type: 'shippingLine',
      ref: line._id,
      amount: 1,
      total: line.total,
      totalTax: line.totalTax,
      remainingAmount: 1,
      remainingSum: line.total,
    });
  }
  for (const refund of order.refunds) {
    for (const item of refund.items) {
      const line = lines.get(item.ref);
      if (!line) continue;
      line.remainingAmount = Math.max(0, line.remainingAmount - item.amount);
      line.remainingSum = Math.max(0, line.remainingSum - item.total);
    }
  }
  return lines;
}

/**
 * The sum `quantity` of a line stands for: its share of the line total (half up, to whole øre),
 * and exactly what remains when the quantity is all that remains, so refunding a line piece by
 * piece adds up to its total. Never more than what remains.
 */
export function proportionalLineSum(
  line: Pick<LineRemainder, 'amount' | 'total' | 'remainingAmount' | 'remainingSum'>,
  quantity: number,
): number {
  if (quantity <= 0 || line.amount <= 0) return 0;
  if (quantity >= line.remainingAmount) return line.remainingSum;
  const share = Number((BigInt(line.total) * BigInt(quantity) * 2n + BigInt(line.amount)) / (BigInt(line.amount) * 2n));
  return Math.min(share, line.remainingSum);
}

/** The tax part of `sum` of a line, in proportion to the line's tax (half up). */
export function proportionalTax(line: Pick<LineRemainder, 'total' | 'totalTax'>, sum: number): number {
  if (line.total <= 0 || sum <= 0) return 0;
  return Number((BigInt(line.totalTax) * BigInt(sum) * 2n + BigInt(line.total)) / (BigInt(line.total) * 2n));
}

/** Restock is forced on for order lines when the order has a single payment (spec 3 §5). */
export function restockForced(order: Pick<Order, 'payments'>): boolean {
  return order.payments.length === 1;
}

/**
 * What is wrong with a refund request, by field ('sum', 'items.0.amount' …), in Norwegian; empty
 * when it may go to the provider. The caller holds the payment row locked, so the remainder it
 * reads is the one the refund will take from.
 */
export function refundProblems(
  order: Pick<Order, 'orderLines' | 'shippingLines' | 'refunds' | 'payments'>,
  paymentId: string,
  request: Pick<RefundRequest, 'sum' | 'items'>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const payment = order.payments.find((candidate) => candidate._id === paymentId);
  if (!payment) return { payment: refundMessages.noPayment };
  if (!canRefundPayment(payment)) problems.payment = refundMessages.notRefundable;
  const remainder = paymentRemainder(payment);
  if (!Number.isSafeInteger(request.sum) || request.sum < 1) problems.sum = refundMessages.sumMin;
  else if (request.sum > remainder) problems.sum = refundMessages.sumMax(remainder);

  const lines = lineRemainders(order);
  const seen = new Set<string>();
  let lineTotal = 0;
  request.items.forEach((item, index) => {
    const at = `items.${index}`;
    const line = lines.get(item.ref);
    if (!line) {
      problems[`${at}.ref`] = refundMessages.unknownLine;
      return;
    }
    if (seen.has(item.ref)) problems[`${at}.ref`] = refundMessages.lineTwice;
    seen.add(item.ref);
    if (item.amount > line.remainingAmount) problems[`${at}.amount`] = refundMessages.amountMax(line.remainingAmount);
    if (item.sum > line.remainingSum) problems[`${at}.sum`] = refundMessages.lineSumMax(line.remainingSum);
    if (item.restock && line.type !== 'orderLine') problems[`${at}.restock`] = refundMessages.restockOnlyOrderLines;
    lineTotal += item.sum;
  });
  if (request.items.length > 0 && !problems.sum && lineTotal !== request.sum) problems.sum = refundMessages.sumOfLines;
  return problems;
}

/** The request's items with restock as it will be done: forced on for order lines of a single-payment order, never for shipping. */
export function effectiveRefundItems(
  order: Pick<Order, 'orderLines' | 'shippingLines' | 'refunds' | 'payments'>,
  request: Pick<RefundRequest, 'items'>,
): { type: PaymentItemType; ref: string; amount: number; sum: number; tax: number; restock: boolean }[] {
  const lines = lineRemainders(order);
  const forced = restockForced(order);
  return request.items.flatMap((item) => {
    const line = lines.get(item.ref);
    if (!line) return [];
    const restock = line.type === 'orderLine' && item.amount > 0 && (forced || item.restock);
    return [
      {
        type: line.type,
        ref: item.ref,
        amount: item.amount,
        sum: item.sum,
        tax: proportionalTax(line, item.sum),
        restock,
      },
    ];
  });
}

/** The order's payment status from its payments (null or no payments read as 'manual'). */
export function orderPaymentStatusOf(
  payments: readonly Pick<
    Payment,
    'total' | 'chargedSum' | 'refundedSum' | 'reserved' | 'reservationStatus' | 'charged'
  >[],
): OrderPaymentStatus {
  if (payments.length === 0) return 'manual';
  const total = payments.reduce((sum, payment) => sum + payment.total, 0);
  const charged = payments.reduce((sum, payment) => sum + payment.chargedSum, 0);
  const refunded = payments.reduce((sum, payment) => sum + payment.refundedSum, 0);
  if (refunded > 0) return refunded >= charged ? 'refunded' : 'partiallyRefunded';
  if (charged > 0) return charged >= total ? 'paid' : 'partiallyPaid';
  // A refused reservation (a card declined for good) holds no money and never will: as good as voided.
  if (payments.every((payment) => payment.reservationStatus === 'voided' || payment.reservationStatus === 'failed'))
    return 'voided';
  if (payments.some((payment) => payment.reserved)) return 'reserved';
  return 'pending';
}
