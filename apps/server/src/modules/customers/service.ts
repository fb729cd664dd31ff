/** The shop's customers as staff see them: the list and its search, one customer, and staff's edits. */
import {
  type Customer,
  type CustomerCreateValues,
  type CustomerListQuery,
  type CustomerUpdate,
  customerMessages,
  customerSearchKey,
  customerUpdateSchema,
} from '@vev/shared';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { isUniqueViolation } from '../../platform/resources/child-rows';
import { inviteCustomer } from './invite';
import { customerOf, findCustomerRow, presentCustomer } from './rows';
import { customers } from './schema';

/** A LIKE pattern for 'starts with', the user's % and _ taken literally. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * `GET customers`: newest first. A search matches the start of the name or of the e-mail (each
 * with its own prefix index), so it stays one or two index ranges at any size.
 */
export async function listCustomers(db: Database, siteId: string, query: CustomerListQuery): Promise<Customer[]> {
  const where: (SQL | undefined)[] = [eq(customers.siteId, siteId)];
  if (query.anonymous) where.push(eq(customers.anonymous, query.anonymous === 'true'));
  const text = query.name ? customerSearchKey(query.name) : '';
  if (text) {
    const pattern = startsWith(text);
    where.push(or(sql`${customers.nameKey} LIKE ${pattern}`, sql`${customers.email} LIKE ${pattern}`));
  }
  const rows = await db
    .select()
    .from(customers)
    .where(and(...where))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map(presentCustomer);
}

export async function getCustomer(db: Database, siteId: string, id: string): Promise<Customer> {
  return presentCustomer(await findCustomerRow(db, siteId, id));
}

const emailTaken = () =>
  new AppError(409, 'conflict', customerMessages.emailTaken, { fields: { email: customerMessages.emailTaken } });

async function refusingTakenEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * `POST customers`: a customer made by staff has an account to come (not anonymous); with
 * `sendInvite` the invitation mail goes to the outbox in the same transaction.
 */
export async function createCustomer(
  db: Database,
  config: Config,
  input: { siteId: string; body: CustomerCreateValues },
): Promise<Customer> {
  const { sendInvite, ...fields } = input.body;
  return refusingTakenEmail(() =>
    db.transaction(async (tx) => {
      const id = newId();
      await tx.insert(customers).values({
        siteId: input.siteId,
        id,
        ...fields,
        nameKey: customerSearchKey(fields.name),
        anonymous: false,
      });
      if (sendInvite) await inviteCustomer(tx, config, { siteId: input.siteId, customerId: id });
      return getCustomer(tx, input.siteId, id);
    }),
  );
}

/** `PATCH customers/{id}`: the fields staff keep; a new e-mail must be free in the site. */
export async function updateCustomer(
  db: Database,
  input: { siteId: string; id: string; update: CustomerUpdate },
): Promise<Customer> {
  const update = customerUpdateSchema.parse(input.update);
  return refusingTakenEmail(() =>
    db.transaction(async (tx) => {
      await findCustomerRow(tx, input.siteId, input.id, true);
      await tx
        .update(customers)
        .set({
          ...update,
          ...(update.name !== undefined ? { nameKey: customerSearchKey(update.name) } : {}),
          updatedAt: new Date(),
        })
        .where(customerOf(input.siteId, input.id));
      return getCustomer(tx, input.siteId, input.id);
    }),
  );
}
