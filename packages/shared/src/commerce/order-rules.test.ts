import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Order, OrderLine, Payment } from './order';
import {
  canActivatePayment,
  canRefundPayment,
  effectiveRefundItems,
  lineRemainders,
  orderPaymentStatusOf,
  paymentRemainder,
  proportionalLineSum,
  refundProblems,
} from './order-rules';

function line(id: string, amount: number, total: number): OrderLine {
  return {
    _id: id,
    product: { _id: `p-${id}`, name: 'Kopp' },
    variant: null,
    sku: '',
    name: 'Kopp',
    productPrice: Math.round(total / amount),
    amount,
    total,
    totalTax: Math.round(total / 5),
    discount: 0,
    discounts: {},
    customizations: [],
    productAttributes: [],
    bundleReference: null,
    booking: null,
    taxClass: '_default',
  };
}

function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    _id: 'pay1',
    method: 'card',
    provider: 'testkort',
    total: 30_000,
    reservedSum: 30_000,
    chargedSum: 30_000,
    refundedSum: 0,
    reservationTimestamp: null,
    chargeTimestamp: null,
    chargeStatus: 'done',
    reservationStatus: 'reserved',
    charged: true,
    reserved: true,
    fullyRefunded: false,
    items: [],
    events: [],
    ...overrides,
  };
}

type RuleOrder = Pick<Order, 'orderLines' | 'shippingLines' | 'refunds' | 'payments'>;
function order(overrides: Partial<RuleOrder> = {}): RuleOrder {
  return {
    orderLines: [line('l1', 2, 20_000), line('l2', 1, 5_000)],
    shippingLines: [{ _id: 's1', methodId: null, methodName: 'Post', total: 5_000, totalTax: 1_000 }],
    refunds: [],
    payments: [payment()],
    ...overrides,
  };
}

describe('activate and refund (spec 3 §4)', () => {
  it('activates only a waiting, uncharged, not voided payment of a live order', () => {
    const waiting = payment({ chargeStatus: 'waiting', charged: false, chargedSum: 0 });
    expect(canActivatePayment(waiting, { revision: false })).toBe(true);
    expect(canActivatePayment(waiting, { revision: true })).toBe(false);
    expect(canActivatePayment({ ...waiting, reservationStatus: 'voided' }, { revision: false })).toBe(false);
    expect(canActivatePayment({ ...waiting, charged: true }, { revision: false })).toBe(false);
    expect(canActivatePayment({ ...waiting, chargeStatus: 'processing' }, { revision: false })).toBe(false);
  });

  it('refuses to refund a fully refunded, a reserved but uncharged, or a processing payment', () => {
    expect(canRefundPayment(payment())).toBe(true);
    expect(canRefundPayment(payment({ fullyRefunded: true, refundedSum: 30_000 }))).toBe(false);
    expect(canRefundPayment(payment({ charged: false, chargedSum: 0, chargeStatus: 'waiting' }))).toBe(false);
    expect(canRefundPayment(payment({ chargeStatus: 'processing' }))).toBe(false);
  });

  it('knows the remainder of a payment', () => {
    expect(paymentRemainder(payment({ refundedSum: 12_000 }))).toBe(18_000);
  });
});

describe('refundProblems (spec 3 §5)', () => {
  it('accepts a refund of one line within what remains', () => {
    expect(
      refundProblems(order(), 'pay1', { sum: 10_000, items: [{ ref: 'l1', amount: 1, sum: 10_000, restock: true }] }),
    ).toEqual({});
  });

  it('names each field that is wrong, in Norwegian', () => {
    const problems = refundProblems(order(), 'pay1', {
      sum: 40_000,
      items: [
        { ref: 'l1', amount: 3, sum: 25_000, restock: true },
        { ref: 's1', amount: 1, sum: 5_000, restock: true },
        { ref: 'nope', amount: 1, sum: 1, restock: false },
      ],
    });
    expect(problems.sum).toBe('Beløpet kan være maks 300,00\u00a0kr.');
    expect(problems['items.0.amount']).toBe('Antallet kan være maks 2.');
    expect(problems['items.0.sum']).toMatch(/^Beløpet kan være maks 200,00/);
    expect(problems['items.1.restock']).toBe('Bare ordrelinjer kan legges tilbake på lager.');
    expect(problems['items.2.ref']).toBe('Linjen finnes ikke på ordren.');
  });

  it('wants at least 0,01 kr and the total to be the sum of the lines', () => {
    expect(refundProblems(order(), 'pay1', { sum: 0, items: [] }).sum).toBe('Beløpet må være minst 0,01 kr.');
    expect(
      refundProblems(order(), 'pay1', { sum: 100, items: [{ ref: 'l2', amount: 1, sum: 200, restock: true }] }).sum,
    ).toBe('Beløpet må være summen av linjene.');
  });

  it('counts earlier refunds against the line and the payment', () => {
    const refunded = order({
      payments: [payment({ refundedSum: 20_000 })],
      refunds: [
        {
          _id: 'r1',
          payment: 'pay1',
          timestamp: '2026-01-01T00:00:00Z',
          note: '',
          total: 20_000,
          items: [{ type: 'orderLine', ref: 'l1', amount: 2, total: 20_000, totalTax: 4_000, restock: true }],
        },
      ],
    });
    const problems = refundProblems(refunded, 'pay1', {
      sum: 10_000,
      items: [{ ref: 'l1', amount: 1, sum: 10_000, restock: true }],
    });
    expect(problems['items.0.amount']).toBe('Antallet kan være maks 0.');
    expect(refundProblems(refunded, 'pay1', { sum: 10_001, items: [] }).sum).toBe(
      'Beløpet kan være maks 100,00\u00a0kr.',
    );
  });

  it('refuses a payment that cannot be refunded', () => {
    const uncharged = order({ payments: [payment({ charged: false, chargedSum: 0, chargeStatus: 'waiting' })] });
    expect(refundProblems(uncharged, 'pay1', { sum: 1, items: [] }).payment).toBe('Betalingen kan ikke refunderes.');
    expect(refundProblems(order(), 'other', { sum: 1, items: [] }).payment).toBe('Fant ikke betalingen.');
  });

  it('forces restock on order lines when the order has one payment, never on shipping', () => {
    const items = effectiveRefundItems(order(), {
      items: [
        { ref: 'l1', amount: 1, sum: 10_000, restock: false },
        { ref: 's1', amount: 1, sum: 5_000, restock: false },
      ],
    });
    expect(items.map((item) => item.restock)).toEqual([true, false]);
    const two = order({ payments: [payment(), payment({ _id: 'pay2' })] });
    expect(effectiveRefundItems(two, { items: [{ ref: 'l1', amount: 1, sum: 1, restock: false }] })[0]?.restock).toBe(
      false,
    );
  });
});

describe('the order payment status', () => {
  it('reads from the payments', () => {
    expect(orderPaymentStatusOf([])).toBe('manual');
    expect(
      orderPaymentStatusOf([payment({ charged: false, chargedSum: 0, reserved: false, reservationStatus: 'waiting' })]),
    ).toBe('pending');
    expect(orderPaymentStatusOf([payment({ charged: false, chargedSum: 0 })])).toBe('reserved');
    expect(orderPaymentStatusOf([payment()])).toBe('paid');
    expect(orderPaymentStatusOf([payment({ chargedSum: 10_000 })])).toBe('partiallyPaid');
    expect(orderPaymentStatusOf([payment({ refundedSum: 1 })])).toBe('partiallyRefunded');
    expect(orderPaymentStatusOf([payment({ refundedSum: 30_000 })])).toBe('refunded');
    expect(
      orderPaymentStatusOf([payment({ charged: false, chargedSum: 0, reserved: false, reservationStatus: 'voided' })]),
    ).toBe('voided');
    expect(
      orderPaymentStatusOf([payment({ charged: false, chargedSum: 0, reserved: false, reservationStatus: 'failed' })]),
    ).toBe('voided');
  });
});

describe('properties', () => {
  const lineArbitrary = fc.record({
    amount: fc.integer({ min: 1, max: 20 }),
    total: fc.integer({ min: 0, max: 5_000_000 }),
  });

  it('refunding a line piece by piece adds up to exactly its total', () => {
    fc.assert(
      fc.property(
        lineArbitrary,
        fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 30 }),
        ({ amount, total }, steps) => {
          let remainingAmount = amount;
          let remainingSum = total;
          for (const step of [...steps, amount]) {
            if (remainingAmount === 0) break;
            const quantity = Math.min(step, remainingAmount);
            const sum = proportionalLineSum({ amount, total, remainingAmount, remainingSum }, quantity);
            expect(sum).toBeGreaterThanOrEqual(0);
            expect(sum).toBeLessThanOrEqual(remainingSum);
            remainingAmount -= quantity;
            remainingSum -= sum;
          }
          expect(remainingAmount).toBe(0);
          expect(remainingSum).toBe(0);
        },
      ),
    );
  });

  it('accepted refunds never exceed what was charged nor any line', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(
          fc.record({
            index: fc.nat(),
            quantity: fc.integer({ min: 0, max: 25 }),
            extra: fc.integer({ min: -5, max: 500 }),
            noLines: fc.boolean(),
          }),
          { maxLength: 12 },
        ),
        (generated, chargedPercent, attempts) => {
          const orderLines = generated.map((entry, index) => line(`l${index}`, entry.amount, entry.total));
          const total = orderLines.reduce((sum, entry) => sum + entry.total, 0);
          const charged = Math.floor((total * chargedPercent) / 100);
          let state = order({
            orderLines,
            shippingLines: [],
            payments: [
              payment({
                total,
                chargedSum: charged,
                charged: charged > 0,
                chargeStatus: charged > 0 ? 'done' : 'waiting',
              }),
            ],
          });
          for (const [attemptIndex, attempt] of attempts.entries()) {
            const target = orderLines[attempt.index % orderLines.length] as OrderLine;
            const remainder = lineRemainders(state).get(target._id);
            if (!remainder) throw new Error('line missing');
            const sum = Math.max(0, proportionalLineSum(remainder, attempt.quantity) + attempt.extra);
            const request = attempt.noLines
              ? { sum, items: [] }
              : { sum, items: [{ ref: target._id, amount: attempt.quantity, sum, restock: true }] };
            if (Object.keys(refundProblems(state, 'pay1', request)).length > 0) continue;
            const current = state.payments[0] as Payment;
            const refundedSum = current.refundedSum + sum;
            state = {
              ...state,
              payments: [{ ...current, refundedSum, fullyRefunded: refundedSum >= current.chargedSum }],
              refunds: [
                ...state.refunds,
                {
                  _id: `r${attemptIndex}`,
                  payment: 'pay1',
                  timestamp: '2026-01-01T00:00:00Z',
                  note: '',
                  total: sum,
                  items: request.items.map((item) => ({
                    type: 'orderLine' as const,
                    ref: item.ref,
                    amount: item.amount,
                    total: item.sum,
                    totalTax: 0,
                    restock: true,
                  })),
                },
              ],
            };
          }
          const refunded = state.refunds.reduce((sum, refund) => sum + refund.total, 0);
          expect(refunded).toBeLessThanOrEqual(charged);
          for (const entry of orderLines) {
            const items = state.refunds.flatMap((refund) => refund.items).filter((item) => item.ref === entry._id);
            expect(items.reduce((sum, item) => sum + item.total, 0)).toBeLessThanOrEqual(entry.total);
            expect(items.reduce((sum, item) => sum + item.amount, 0)).toBeLessThanOrEqual(entry.amount);
          }
        },
      ),
    );
  });
});
