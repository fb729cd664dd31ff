import { describe, expect, it } from 'vitest';
import { random } from './names';
import { buildOrders } from './orders';

const goods = Array.from({ length: 30 }, (_, index) => ({
  id: `p${index}`,
  name: `Vare ${index}`,
  sku: `VV-${index}`,
  price: 10_000 + index * 1_000,
  taxClass: 'standard',
}));
const site = { id: 's1', name: 'butikken', userIds: ['u1', 'u2'] };
const rows = buildOrders(site, 2_000, goods, { next: random(7), now: Date.UTC(2026, 10, 26), firstNumber: 5 });

describe('the bench orders', () => {
  it('are numbered from the counter on, in time order, over the last year, each with its own token', () => {
    const numbers = rows.orders.map((order) => order.orderNumber);
    expect(numbers[0]).toBe(5);
    expect(numbers.at(-1)).toBe(2_004);
    const times = rows.orders.map((order) => (order.createdAt as Date).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Date.UTC(2026, 10, 26) - (times[0] ?? 0)).toBeGreaterThan(360 * 86_400_000);
    expect(new Set(rows.orders.map((order) => order.confirmationToken)).size).toBe(2_000);
    expect(new Set(rows.orders.map((order) => order.id)).size).toBe(2_000);
  });

  it('add up: totals are the lines and shipping, and the payment row follows the payment status', () => {
    const paymentOf = new Map(rows.payments.map((payment) => [payment.orderId, payment]));
    const refundedOf = new Map<string, number>();
    for (const refund of rows.refunds)
      refundedOf.set(refund.orderId, (refundedOf.get(refund.orderId) ?? 0) + refund.total);
    for (const order of rows.orders) {
      const lines = [...order.lines, ...order.shippingLines];
      expect(order.total).toBe(lines.reduce((sum, line) => sum + line.total, 0));
      expect(order.totalTax).toBe(lines.reduce((sum, line) => sum + line.totalTax, 0));
      const payment = paymentOf.get(order.id);
      expect(payment?.total).toBe(order.total);
      const charged = payment?.chargedSum ?? 0;
      const refunded = payment?.refundedSum ?? 0;
      expect(refunded).toBe(refundedOf.get(order.id) ?? 0);
      expect(refunded).toBeLessThanOrEqual(charged);
      if (order.paymentStatus === 'paid') expect(charged).toBe(order.total);
      if (order.paymentStatus === 'refunded') expect(refunded).toBe(order.total);
      if (order.paymentStatus === 'partiallyRefunded') expect(refunded).toBeLessThan(order.total);
      if (order.paymentStatus === 'voided') expect(payment?.reservationStatus).toBe('voided');
    }
  });

  it('have the mix of a live shop: statuses, refunds, notes and buyers who come back', () => {
    const statuses = new Set(rows.orders.map((order) => order.paymentStatus));
    for (const status of ['paid', 'reserved', 'pending', 'voided', 'refunded', 'partiallyRefunded'])
      expect(statuses).toContain(status);
    expect(rows.notes.length).toBeGreaterThan(100);
    const emails = new Set(rows.orders.map((order) => order.customerEmail));
    expect(emails.size).toBeLessThan(600);
    expect(rows.events.length).toBeGreaterThan(rows.payments.length * 2);
  });
});
