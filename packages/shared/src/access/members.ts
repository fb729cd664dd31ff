/** Members of a site, invitations and the mail outbox (spec 2 §3 'Member', 'Invite'; §7 members, invites). */
import { z } from 'zod';
import { defaultPageSize } from '../core/constants';
import { validationMessages } from '../core/validation';
import { type PermissionLevel, permissionLevels } from './permissions';

/** How long an invitation link works (README 'Decisions where the spec is silent'). */
export const invitationLifetimeDays = 7;
export const passwordMinLength = 8;

/** A level to give; a missing one reads 'Feltet må fylles ut.' like every other required field. */
const permissionsField = z.enum(permissionLevels, {
  error: (issue) => (issue.input === undefined ? validationMessages.required : validationMessages.choice),
});

export const memberSchema = z.object({
  _id: z.string(),
  user: z.string(),
  userData: z.object({ name: z.string(), email: z.string() }),
  permissions: z.enum(permissionLevels),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberUpdateSchema = z.object({ permissions: permissionsField }).strict();
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

export const inviteSchema = z.object({
  _id: z.string(),
  email: z.string(),
  permissions: z.enum(permissionLevels),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;

export const inviteCreateSchema = z
  .object({ email: z.email().trim().toLowerCase().max(254), permissions: permissionsField })
  .strict();
export type InviteCreate = z.infer<typeof inviteCreateSchema>;

/** `POST invites?dashboard=1`: the link in the mail leads on to the dashboard after acceptance. */
export const inviteCreateQuerySchema = z.object({ dashboard: z.enum(['0', '1']).optional() }).strict();

/** `POST invites/{id}/resend`: the address it goes to, which must be the invitation's own. */
export const inviteResendSchema = z.object({ email: z.email().trim().toLowerCase().max(254) }).strict();

/** Pages of members, invitations and outbox mail. */
export const membersPageQuerySchema = z
  .object({
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(defaultPageSize),
  })
  .strict();

export const outboxMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** Withheld (null) when mail leaves through SMTP: the bodies carry single-use links. */
  html: z.string().nullable(),
  text: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  attempts: z.number().int(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** Admins and oneself keep their level (spec 2 §5). */
export function canChangeMemberPermissions(
  member: { user: string; permissions: PermissionLevel },
  me: string,
): boolean {
  return member.permissions !== 'admin' && member.user !== me;
}

/** Nobody removes themselves (spec 2 §5); other members, admins too, may be removed by an admin. */
export function canRemoveMember(member: { user: string }, me: string): boolean {
  return member.user !== me;
}
