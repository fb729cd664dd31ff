/**
 * The refund modal's lines: what each order line and shipping line of the payment still has, and
 * the request the chosen quantities and sums make. The rules themselves are the shared ones
 * (`lineRemainders`, `proportionalLineSum`, `restockForced`); this only ties them to the form.
 */
import {
  type LineRemainder,
  lineRemainders,
  type Order,
  type Payment,
  proportionalLineSum,
  type RefundRequest,
  restockForced,
} from '@vev/shared';

export interface RefundLine extends LineRemainder {
  name: string;
}

export interface RefundLineChoice {
  amount: number;
  sum: number;
  restock: boolean;
}

/** The payment's lines that have something left to refund, named as on the order. */
export function refundableLines(order: Order, payment: Payment): RefundLine[] {
  const remainders = lineRemainders(order);
  const paid = new Set(payment.items.map((item) => item.ref));
  const names = new Map<string, string>([
    ...order.orderLines.map((line) => [line._id, line.name] as const),
    ...order.shippingLines.map((line) => [line._id, line.methodName] as const),
  ]);
  return [...remainders.values()]
    .filter((line) => (paid.size === 0 || paid.has(line.ref)) && line.remainingSum > 0)
    .map((line) => ({ ...line, name: names.get(line.ref) ?? '' }));
}

/** A quantity chosen: the line's sum follows it proportionally. */
export const choiceForAmount = (line: RefundLine, amount: number, restock: boolean): RefundLineChoice => ({
  amount,
  sum: proportionalLineSum(line, amount),
  restock,
});

/**
 * The request the choices make: the chosen lines (restock only for order lines, forced on when the
 * order has a single payment), and the sum of their sums as the total, or `freeSum` when no line is chosen.
 */
export function refundRequest(
  order: Order,
  lines: RefundLine[],
  choices: Record<string, RefundLineChoice>,
  freeSum: number,
  note: string,
): RefundRequest {
  const forced = restockForced(order);
  const items = lines.flatMap((line) => {
    const choice = choices[line.ref];
    if (!choice || (choice.amount <= 0 && choice.sum <= 0)) return [];
    const restock = line.type === 'orderLine' && choice.amount > 0 && (forced || choice.restock);
    return [{ ref: line.ref, amount: choice.amount, sum: choice.sum, restock }];
  });
  const sum = items.length > 0 ? items.reduce((total, item) => total + item.sum, 0) : freeSum;
  return { sum, note: note.trim(), items };
}
