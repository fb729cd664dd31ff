/** Orders' types and statuses with their Norwegian labels and badge tones (spec 3 §4), the orders' messages and fallbacks (spec 3 §8). */
export const orderTypes = ['order', 'quote'] as const;
export type OrderType = (typeof orderTypes)[number];

export const orderStatuses = ['confirmed', 'pending', 'finished', 'processing', 'canceled', 'failed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** What staff may choose (spec 3 §4: any status except failed). */
export const orderStatusesStaffMayChoose = ['confirmed', 'pending', 'finished', 'processing', 'canceled'] as const;

export const orderPaymentStatuses = [
  'manual',
  'pending',
  'reserved',
  'paid',
  'partiallyPaid',
  'refunded',
  'partiallyRefunded',
  'voided',
] as const;
export type OrderPaymentStatus = (typeof orderPaymentStatuses)[number];

/** Where a payment's capture stands: waiting for 'Aktiver', at the provider, done, or refused. */
export const chargeStatuses = ['waiting', 'processing', 'done', 'failed'] as const;
export type ChargeStatus = (typeof chargeStatuses)[number];
/** Where a payment's reservation stands: not yet (the buyer is at the provider), reserved, voided (cancelled), or refused. */
export const reservationStatuses = ['waiting', 'reserved', 'voided', 'failed'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const orderTypeLabels: Record<OrderType, string> = { order: 'Ordre', quote: 'Tilbud' };
export const orderStatusLabels: Record<OrderStatus, string> = {
  confirmed: 'Bekreftet',
  pending: 'Venter',
  finished: 'Fullført',
  processing: 'Behandles',
  canceled: 'Kansellert',
  failed: 'Feilet',
};
export const orderPaymentStatusLabels: Record<OrderPaymentStatus, string> = {
  manual: 'Manuell',
  // Not 'Venter' like the order's own status: the list shows both badges side by side.
  pending: 'Betaling venter',
  reserved: 'Reservert',
  paid: 'Betalt',
  partiallyPaid: 'Delvis betalt',
  refunded: 'Refundert',
  partiallyRefunded: 'Delvis refundert',
  voided: 'Annullert',
};
export const chargeStatusLabels: Record<ChargeStatus, string> = {
  waiting: 'Venter',
  processing: 'Behandles',
  done: 'Belastet',
  failed: 'Feilet',
};
export const reservationStatusLabels: Record<ReservationStatus, string> = {
  waiting: 'Venter',
  reserved: 'Reservert',
  voided: 'Annullert',
  failed: 'Feilet',
};

/** Badge tones (spec 3 §4 'Orders'): pending or processing neutral, failed bad; paid good, reserved or partially paid neutral. */
export type OrderBadgeTone = 'good' | 'neutral' | 'bad' | 'none';
export const orderStatusTones: Record<OrderStatus, OrderBadgeTone> = {
  confirmed: 'good',
  pending: 'neutral',
  finished: 'good',
  processing: 'neutral',
  canceled: 'none',
  failed: 'bad',
};
export const orderPaymentStatusTones: Record<OrderPaymentStatus, OrderBadgeTone> = {
  manual: 'none',
  pending: 'neutral',
  reserved: 'neutral',
  paid: 'good',
  partiallyPaid: 'neutral',
  refunded: 'none',
  partiallyRefunded: 'neutral',
  voided: 'none',
};

export const orderMessages = {
  noteRequired: 'Skriv et notat.',
  statusFailed: 'Status «Feilet» kan ikke velges.',
  canceledLocked: 'En kansellert ordre kan ikke endre status.',
  revisionReadOnly: 'En revisjon kan ikke endres.',
  notFound: 'Fant ikke ordren.',
  paymentNotFound: 'Fant ikke betalingen.',
  noteNotFound: 'Fant ikke notatet.',
  cannotActivate: 'Betalingen kan ikke aktiveres.',
  cannotRefund: 'Betalingen kan ikke refunderes.',
  idempotencyConflict: 'Idempotency-Key er brukt med en annen forespørsel.',
  outOfStock: (product: string) => `Det er ikke nok av «${product}» på lager.`,
  unavailable: (product: string) => `«${product}» kan ikke kjøpes nå.`,
  noteSaved: 'Notat lagret!',
  noteDeleted: 'Notat slettet',
  refunded: 'Betaling refundert',
  activated: 'Betaling aktivert',
} as const;

/** Fallback labels (spec 3 §8). */
export const orderFallbacks = {
  noCustomer: 'Mangler kundeinformasjon',
  noSku: 'Mangler SKU',
  noName: 'Mangler navn',
  noEmail: 'Mangler e-post',
  deleted: 'Slettet',
  customerNotFound: 'Finner ikke kunde',
  bundledProductMissing: 'Produkt slettet',
} as const;

/** What happened to a payment, as neutral history: one per provider call or webhook. */
export const paymentEventKinds = ['create', 'reserve', 'capture', 'refund', 'cancel', 'webhook', 'expire'] as const;
export type PaymentEventKind = (typeof paymentEventKinds)[number];
export const paymentEventKindLabels: Record<PaymentEventKind, string> = {
  create: 'Opprettet',
  reserve: 'Reservert',
  capture: 'Belastet',
  refund: 'Refundert',
  cancel: 'Kansellert',
  webhook: 'Melding fra betalingsløsningen',
  expire: 'Utløpt',
};

export const draftOrderMessages = {
  draftLabel: 'Utkast',
  onlyDrafts: 'Bare et utkast kan slettes. En lagt inn ordre kanselleres i stedet.',
  alreadyPlaced: 'Ordren er allerede fullført.',
  linesOnlyOnDrafts: 'Linjene kan bare endres på et utkast.',
  deleteConfirm: 'Er du sikker på at du vil slette?',
} as const;
