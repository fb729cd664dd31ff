/** Money is integer øre everywhere (ARCHITECTURE.md 'Data'); people read it as '1 299,00 kr'. */
const nok = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'NOK' });

export const formatMoney = (ore: number): string => nok.format(ore / 100);

/** An amount as a money field shows it while it is edited: '1299,00' (no spaces, no 'kr'). */
export function moneyInputText(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const whole = Math.abs(ore);
  return `${sign}${Math.floor(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
}

/**
 * What a person typed as kroner, in øre: '1 299,00 kr', '1299,5', '1299.50' and '149' are read;
 * more than two decimals, a sign or anything else is null. No floating point: the digits are
 * joined as text, so '0,29' is 29 øre and not 28.999….
 */
export function parseMoney(text: string): number | null {
  const cleaned = text
    .replace(/\s|\u00a0|\u202f/g, '')
    .replace(/(kr|NOK|,-)$/i, '')
    .replace(/^(kr|NOK)/i, '');
  const match = /^(\d+)(?:[.,](\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const kroner = Number(match[1]);
  const ore = Number((match[2] ?? '').padEnd(2, '0'));
  const total = kroner * 100 + ore;
  return Number.isSafeInteger(total) ? total : null;
}
