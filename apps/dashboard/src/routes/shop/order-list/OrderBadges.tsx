import { Badge, type MantineColor } from '@mantine/core';
import {
  draftOrderMessages,
  type OrderBadgeTone,
  type OrderPaymentStatus,
  type OrderStatus,
  orderPaymentStatusLabels,
  orderPaymentStatusTones,
  orderStatusLabels,
  orderStatusTones,
} from '@vev/shared';

const toneColours: Record<OrderBadgeTone, { color: MantineColor; variant: 'light' | 'outline' }> = {
  good: { color: 'teal', variant: 'light' },
  neutral: { color: 'gray', variant: 'light' },
  bad: { color: 'red', variant: 'light' },
  none: { color: 'gray', variant: 'outline' },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tt="none" {...toneColours[orderStatusTones[status]]}>
      {orderStatusLabels[status]}
    </Badge>
  );
}

/** A missing payment status shows as manual (spec 3 §4). */
export function PaymentStatusBadge({ status }: { status: OrderPaymentStatus | null }) {
  const shown = status ?? 'manual';
  return (
    <Badge tt="none" {...toneColours[orderPaymentStatusTones[shown]]}>
      {orderPaymentStatusLabels[shown]}
    </Badge>
  );
}

/** A draft order's badge, where a placed order shows its status. */
export function DraftBadge() {
  return (
    <Badge tt="none" color="yellow" variant="light">
      {draftOrderMessages.draftLabel}
    </Badge>
  );
}
