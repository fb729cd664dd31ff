/** Prices on the storefront: øre in, Norwegian kroner out ('kr 1 299' or 'kr 49,50'). */
const whole = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'NOK', maximumFractionDigits: 0 });
const withOre = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'NOK', minimumFractionDigits: 2 });

export function formatPrice(ore: number): string {
  return ore % 100 === 0 ? whole.format(ore / 100) : withOre.format(ore / 100);
}
