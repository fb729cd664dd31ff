import { describe, expect, it } from 'vitest';
import { isValidKid, kidNumber, mod10CheckDigit } from './kid';

describe('KID with a MOD10 check digit', () => {
  it('computes the check digit of known numbers', () => {
    // Invoice 60224 has the KID 602243 (Monitor ERP's MOD10 example); 7992739871 → 3 is Luhn's own example.
    expect(mod10CheckDigit('60224')).toBe(3);
    expect(mod10CheckDigit('7992739871')).toBe(3);
    expect(mod10CheckDigit('411111111111111')).toBe(1);
  });

  it('kid number: the order number followed by its check digit', () => {
    expect(kidNumber(60224)).toBe('602243');
    expect(kidNumber(1042)).toBe('10421');
    expect(kidNumber(1)).toBe('18');
    expect(kidNumber(0)).toBe('00');
  });

  it('kid number: pads with leading zeros to a fixed length, which keeps the check digit', () => {
    expect(kidNumber(60224, 15)).toBe('000000000602243');
    expect(kidNumber(1042, 10)).toHaveLength(10);
    expect(isValidKid(kidNumber(1042, 10))).toBe(true);
  });

  it('kid number: refuses lengths that cannot hold the number and more than 25 digits', () => {
    expect(() => kidNumber(60224, 5)).toThrow(RangeError);
    expect(() => kidNumber(60224, 26)).toThrow(RangeError);
    expect(() => kidNumber(-1)).toThrow(RangeError);
    expect(() => kidNumber(1.5)).toThrow(RangeError);
  });

  it('is valid kid: accepts known KIDs and refuses a changed digit or a swap of neighbours', () => {
    for (const kid of ['602243', '79927398713', '4111111111111111', '10421']) expect(isValidKid(kid), kid).toBe(true);
    for (const kid of ['602242', '620243', '79927398710', '1', '', '12a4', '1'.repeat(26)])
      expect(isValidKid(kid), kid).toBe(false);
  });

  it('every kid number of the first orders is valid', () => {
    for (let order = 1; order <= 5000; order++) expect(isValidKid(kidNumber(order))).toBe(true);
  });
});
