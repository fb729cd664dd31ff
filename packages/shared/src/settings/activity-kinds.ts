/**
 * What can happen on a site, as the activity log names it: one kind per kind of write, grouped by
 * the area the log's filter shows them under. Every later module adds its kinds here, and the
 * dashboard's catalogue words each one (a test checks both stay in step).
 */

/** The actions of the shared draft mechanism, one kind per action for each draftable resource. */
export const draftableActivityActions = [
  'created',
  'updated',
  'published',
  'discarded',
  'reverted',
  'deleted',
] as const;
export type DraftableActivityAction = (typeof draftableActivityActions)[number];

const draftable = <Type extends string>(type: Type) =>
  draftableActivityActions.map((action) => `${type}.${action}` as const);

export const activityKindsByArea = {
  content: [
    ...draftable('page'),
    'page.cloned',
    'section.updated',
    'form.created',
    'form.updated',
    'form.deleted',
    'dataSetRecord.created',
    'dataSetRecord.updated',
    'dataSetRecord.deleted',
    'experiment.created',
    'experiment.updated',
    'experiment.deleted',
  ],
  design: [
    ...draftable('template'),
    'template.cloned',
    ...draftable('component'),
    'theme.published',
    'theme.discarded',
    'theme.reverted',
    'globalContent.published',
    'globalContent.discarded',
    'globalContent.reverted',
  ],
  media: ['media.uploaded', 'media.updated', 'media.deleted'],
  settings: [
    'site.updated',
    'site.duplicated',
    'domain.added',
    'domain.retried',
    'domain.removed',
    'redirect.imported',
    'cookie.imported',
    'department.created',
    'department.updated',
    'department.deleted',
    'shippingClass.created',
    'shippingClass.updated',
    'shippingClass.deleted',
    'shippingZone.created',
    'shippingZone.updated',
    'shippingZone.deleted',
    'paymentProvider.updated',
    'dataSet.created',
    'dataSet.updated',
    'dataSet.deleted',
  ],
  shop: [
    ...draftable('product'),
    'product.cloned',
    'attribute.created',
    'attribute.updated',
    'attribute.deleted',
    'label.created',
    'label.updated',
    'label.deleted',
    'discount.created',
    'discount.updated',
    'discount.deleted',
    'customer.created',
    'customer.updated',
    'customer.deleted',
    'productTemplate.created',
    'productTemplate.updated',
    'productTemplate.deleted',
  ],
  booking: [
    'bookingService.created',
    'bookingService.updated',
    'bookingService.deleted',
    'bookingService.eventDeleted',
    'bookingResource.created',
    'bookingResource.updated',
    'bookingResource.deleted',
    'booking.created',
    'booking.updated',
    'booking.cancelled',
    'bookingResource.calendarTokenRenewed',
  ],
  people: [
    'member.updated',
    'member.removed',
    'invite.sent',
    'invite.resent',
    'invite.withdrawn',
    'invite.accepted',
    'accessKey.created',
    'accessKey.updated',
    'accessKey.deleted',
  ],
} as const;

export type ActivityArea = keyof typeof activityKindsByArea;
export type ActivityKind = (typeof activityKindsByArea)[ActivityArea][number];

export const activityKinds: readonly ActivityKind[] = Object.values(activityKindsByArea).flat();

export const isActivityKind = (value: string): value is ActivityKind =>
  (activityKinds as readonly string[]).includes(value);
