/**
 * KID (kundeidentifikasjon), the number a Norwegian buyer types when paying an invoice, so the
 * bank can tell which invoice a payment settles. Ours is the order number with a MOD10 (Luhn)
 * check digit, the rule Norwegian banks accept for KID (2 to 25 digits).
 */

const maxKidLength = 25;

/** The MOD10 check digit of a string of digits: weights 2, 1, 2, 1 … from the right, digit sums of the products. */
export function mod10CheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[digits.length - 1 - index]);
    const product = index % 2 === 0 ? digit * 2 : digit;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The KID of an order: its number, padded with leading zeros to `length` digits in all when a
 * length is given (a bank agreement may fix one), then the check digit. 1042 → '10421'.
 */
export function kidNumber(orderNumber: number, length?: number): string {
  if (!Number.isSafeInteger(orderNumber) || orderNumber < 0)
    throw new RangeError('An order number is a whole number ≥ 0.');
  let body = String(orderNumber);
  if (length !== undefined) {
    if (!Number.isInteger(length) || length < body.length + 1 || length > maxKidLength)
      throw new RangeError(`A KID of order ${orderNumber} cannot be ${length} digits long.`);
    body = body.padStart(length - 1, '0');
  }
  if (body.length + 1 > maxKidLength) throw new RangeError('A KID has at most 25 digits.');
  return `${body}${mod10CheckDigit(body)}`;
}

/** Whether a KID has 2–25 digits and its last digit is the MOD10 check digit of the others. */
export function isValidKid(kid: string): boolean {
  if (!/^\d{2,25}$/.test(kid)) return false;
  return mod10CheckDigit(kid.slice(0, -1)) === Number(kid.slice(-1));
}
