/**
 * The shop's customers (spec 3 'Customer'): made by checkout from the buyer's e-mail, or by staff
 * with an optional invitation to set a password. Orders, ordersSum and lastActive follow the orders;
 * name and e-mail are required, the rest optional (spec 3 §5 'Customers and companies').
 */
import { z } from 'zod';

export const customerMessages = {
  /** The spec's label where a customer reference is gone (spec 3 §8). */
  notFound: 'Finner ikke kunde',
  /** The API's 404: a sentence, as every error message is. */
  gone: 'Finner ikke kunden. Den kan være slettet.',
  emailTaken: 'Det finnes allerede en kunde med denne e-postadressen.',
  created: 'Kunde opprettet',
  /** What the activity log calls a customer who has been deleted (anonymised). */
  anonymised: 'Anonymisert kunde',
} as const;

export const customerLimits = { name: 200, email: 254, phone: 40, address: 200, zip: 10, city: 100 } as const;

/** Always compared and stored in lower case: 'Kari@Example.no' and 'kari@example.no' are one customer. */
export const customerEmailSchema = z
  .string()
  .trim()
  .min(1)
  .max(customerLimits.email)
  .pipe(z.email())
  .transform((email) => email.toLowerCase());

const optionalText = (max: number) => z.string().trim().max(max);

const editable = {
  name: z.string().trim().min(1).max(customerLimits.name),
  email: customerEmailSchema,
  phone: optionalText(customerLimits.phone),
  address: optionalText(customerLimits.address),
  zip: optionalText(customerLimits.zip),
  city: optionalText(customerLimits.city),
  /** A media id ('profileImage' in spec 3); null for none. */
  profileImage: z.string().min(1).max(40).nullable(),
};

/** `POST customers`: `{ name, email, sendInvite }` (spec 3 §7) and optionally the other fields. */
export const customerCreateSchema = z
  .object({
    ...editable,
    phone: editable.phone.default(''),
    address: editable.address.default(''),
    zip: editable.zip.default(''),
    city: editable.city.default(''),
    profileImage: editable.profileImage.default(null),
    /** Sends an invitation to set a password; only on creation (spec 3 §4). */
    sendInvite: z.boolean().default(false),
  })
  .strict();
export type CustomerCreate = z.input<typeof customerCreateSchema>;
export type CustomerCreateValues = z.output<typeof customerCreateSchema>;

/** `PATCH customers/{id}`: what staff may change; the counts, consent and sendInvite are not among them. */
export const customerUpdateSchema = z
  .object({
    name: editable.name.optional(),
    email: editable.email.optional(),
    phone: editable.phone.optional(),
    address: editable.address.optional(),
    zip: editable.zip.optional(),
    city: editable.city.optional(),
    profileImage: editable.profileImage.optional(),
  })
  .strict();
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

export const customerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  profileImage: z.string().nullable(),
  /** Made by a guest checkout, without an account of its own. */
  anonymous: z.boolean(),
  marketingConsent: z.boolean(),
  /** When the customer said yes to marketing; null while they have not. */
  marketingConsentAt: z.string().nullable(),
  lastActive: z.string().nullable(),
  /** Placed orders, and their sum in øre. */
  orders: z.number().int(),
  ordersSum: z.number().int(),
  /** When an invitation was last sent; null for none. */
  invitedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** `GET customers` (spec 3 §7): a page, a search by name or e-mail, and `anonymous=false` for accounts only. */
export const customerListQuerySchema = z
  .object({
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    /** The start of a word of the name, or of the e-mail. */
    name: z.string().trim().max(200).optional(),
    anonymous: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** `GET customers/{id}/export`: everything the shop holds about one customer (GDPR's right of access). */
export const customerExportSchema = z.object({
  exportedAt: z.string(),
  customer: customerSchema,
  orders: z.array(z.record(z.string(), z.unknown())),
});
export type CustomerExport = z.infer<typeof customerExportSchema>;

/** The dashboard's form: the create body; sendInvite is only offered on creation. */
export const customerFormSchema = customerCreateSchema.extend({ email: z.string().trim().min(1).pipe(z.email()) });
export type CustomerForm = z.input<typeof customerFormSchema>;

/** How a search word matches: lower case, for the name's and e-mail's lower-case prefix indexes. */
export const customerSearchKey = (text: string) => text.trim().toLocaleLowerCase('nb');
