/** Shipping classes and zones (spec 2 §7 'shipping/classes', 'shipping/zones'). */
import type {
  ShippingClass,
  ShippingClassCreate,
  ShippingClassUpdate,
  ShippingZone,
  ShippingZoneCreate,
  ShippingZoneUpdate,
} from '@vev/shared';
import { resourceKeys } from '../../api/query-keys';
import { createResourceHooks } from './resource-hooks';

export const shippingClassKeys = resourceKeys('shipping-classes');
export const shippingZoneKeys = resourceKeys('shipping-zones');

/**
 * A site has a handful of classes and zones: one page of 100 holds them all. The caller shows why a
 * delete was refused (a class still in use), so no toast.
 */
const classes = createResourceHooks<ShippingClass, ShippingClassCreate | ShippingClassUpdate>({
  keys: shippingClassKeys,
  path: '/shipping/classes',
  pageSize: 100,
  quietDelete: true,
});
const zones = createResourceHooks<ShippingZone, ShippingZoneCreate | ShippingZoneUpdate>({
  keys: shippingZoneKeys,
  path: '/shipping/zones',
  pageSize: 100,
  quietDelete: true,
});

export const useShippingClassList = (enabled: boolean) => classes.useList({}, enabled);
export const useShippingZoneList = (enabled: boolean) => zones.useList({}, enabled);
export const useShippingClass = classes.useRecord;
export const useShippingZone = zones.useRecord;
export const useSaveShippingClass = classes.useSave;
export const useSaveShippingZone = zones.useSave;
export const useDeleteShippingClass = classes.useDelete;
export const useDeleteShippingZone = zones.useDelete;
