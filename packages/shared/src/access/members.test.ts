import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { installNorwegianValidationMessages } from '../core/validation';
import { canChangeMemberPermissions, canRemoveMember, inviteCreateSchema } from './members';

installNorwegianValidationMessages();

const refused = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? null
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('member rules (spec 2 §5)', () => {
  it('member permissions: an admin’s level cannot be changed', () => {
    expect(canChangeMemberPermissions({ user: 'b', permissions: 'admin' }, 'a')).toBe(false);
  });

  it('member permissions: one’s own level cannot be changed', () => {
    expect(canChangeMemberPermissions({ user: 'a', permissions: 'contributor' }, 'a')).toBe(false);
  });

  it('member permissions: another reader or contributor can be changed', () => {
    expect(canChangeMemberPermissions({ user: 'b', permissions: 'reader' }, 'a')).toBe(true);
    expect(canChangeMemberPermissions({ user: 'b', permissions: 'contributor' }, 'a')).toBe(true);
  });

  it('member removal: nobody removes themselves; others, admins too, can be removed', () => {
    expect(canRemoveMember({ user: 'a' }, 'a')).toBe(false);
    expect(canRemoveMember({ user: 'b' }, 'a')).toBe(true);
  });
});

describe('invite', () => {
  it('requires e-mail and permissions, in Norwegian', () => {
    expect(refused(inviteCreateSchema, {})).toEqual({
      email: 'Feltet må fylles ut.',
      permissions: 'Feltet må fylles ut.',
    });
    expect(refused(inviteCreateSchema, { email: 'x', permissions: 'eier' })).toEqual({
      email: 'Ugyldig e-postadresse.',
      permissions: 'Ugyldig valg.',
    });
  });

  it('keeps the address in lower case', () => {
    expect(inviteCreateSchema.parse({ email: 'Kari@Example.NO', permissions: 'reader' })).toEqual({
      email: 'kari@example.no',
      permissions: 'reader',
    });
  });
});
