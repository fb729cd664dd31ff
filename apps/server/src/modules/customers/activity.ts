/** Customers in the activity log: 'Opprettet kunden «Kari Nordmann»'; a deletion names nobody. */
import { type Customer, customerMessages } from '@vev/shared';
import { activityFromAnswer, activityFromBefore, routeParams } from '../../platform/activity/activity';

const target = (customer: Customer) => ({
  target: { type: 'customer' as const, id: customer._id, label: customer.name },
});

export const customerActivity = {
  created: activityFromAnswer<Customer>('customer.created', target),
  updated: activityFromAnswer<Customer>('customer.updated', target),
  // The customer is anonymised: the entry keeps that it happened, not their name.
  deleted: activityFromBefore('customer.deleted', async (request) => ({
    target: {
      type: 'customer' as const,
      id: routeParams<{ id: string }>(request).id,
      label: customerMessages.anonymised,
    },
  })),
};
