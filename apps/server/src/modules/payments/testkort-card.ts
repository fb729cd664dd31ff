/** What the Testkort page checks of a card, as a card form would: the number's check digit, expiry, CVC. */
import { mod10CheckDigit } from '@vev/shared';

/** The one card number Testkort declines, as card providers' test numbers do. */
export const declinedTestCard = '4000000000000002';
/** Declines a payment takes before it fails for good, as a card provider gives up on a session. */
export const declinesBeforeFailure = 3;

export interface CardInput {
  cardNumber: string;
  /** MM/ÅÅ */
  expiry: string;
  cvc: string;
}

export const cardProblems = {
  invalidNumber: 'Kortnummeret er ugyldig. Sjekk at du har skrevet det riktig.',
  invalidExpiry: 'Skriv utløpsdatoen som MM/ÅÅ.',
  expired: 'Kortet er utløpt.',
  invalidCvc: 'CVC er de tre sifrene på baksiden av kortet.',
  declined: 'Kortet ble avvist.',
} as const;

export type CardCheck = { ok: true; last4: string } | { ok: false; problem: keyof typeof cardProblems };

/** A card number's digits (spaces and dashes as people type them are ignored); Luhn-valid and 12–19 digits. */
export function cardDigits(cardNumber: string): string | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return null;
  return mod10CheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1)) ? digits : null;
}

/** Checks a card at `now`: valid through the end of its expiry month. */
export function checkCard(card: CardInput, now: Date): CardCheck {
  const digits = cardDigits(card.cardNumber);
  if (!digits) return { ok: false, problem: 'invalidNumber' };
  const expiry = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { ok: false, problem: 'invalidExpiry' };
  const endOfMonth = Date.UTC(2000 + Number(expiry[2]), month, 1);
  if (endOfMonth <= now.getTime()) return { ok: false, problem: 'expired' };
  if (!/^\d{3}$/.test(card.cvc.trim())) return { ok: false, problem: 'invalidCvc' };
  if (digits === declinedTestCard) return { ok: false, problem: 'declined' };
  return { ok: true, last4: digits.slice(-4) };
}
