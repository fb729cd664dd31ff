/** Money is integer øre everywhere (ARCHITECTURE.md 'Data'); people read it as '1 299,00 kr'. */
const nok = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'NOK' });

export const formatMoney = (ore: number): string => nok.format(ore / 100);
