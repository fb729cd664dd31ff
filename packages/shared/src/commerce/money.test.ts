import { describe, expect, it } from 'vitest';
import { formatMoney, moneyInputText, parseMoney } from './money';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money in NOK', () => {
  it('formats øre as kroner with two decimals', () => {
    expect(plain(formatMoney(129_900))).toBe('1 299,00 kr');
    expect(plain(formatMoney(0))).toBe('0,00 kr');
  });

  it('a money field shows øre as kroner with a decimal comma', () => {
    expect(moneyInputText(14_900)).toBe('149,00');
    expect(moneyInputText(5)).toBe('0,05');
    expect(moneyInputText(129_950)).toBe('1299,50');
  });

  it('parses what people type, with spaces, comma or point and kr', () => {
    expect(parseMoney('1 299,00 kr')).toBe(129_900);
    expect(parseMoney(formatMoney(129_900))).toBe(129_900);
    expect(parseMoney('149')).toBe(14_900);
    expect(parseMoney('199,5')).toBe(19_950);
    expect(parseMoney('0.29')).toBe(29);
    expect(parseMoney('10,')).toBe(1000);
  });

  it('refuses more than two decimals, signs and text', () => {
    for (const text of ['1,005', '-5', '+5', 'abc', '', '1 2,3,4', '1e3']) expect(parseMoney(text), text).toBeNull();
  });
});
