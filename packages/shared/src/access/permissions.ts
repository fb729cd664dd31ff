/** Permission levels on a site, from least to most access (spec 1 §6). */
export const permissionLevels = ['reader', 'contributor', 'admin'] as const;
export type PermissionLevel = (typeof permissionLevels)[number];

/** What a PermissionGate or a route asks for: 'all' admits every level. */
export type PermissionGateLevel = 'all' | 'contributor' | 'admin';

const rank: Record<PermissionLevel, number> = { reader: 0, contributor: 1, admin: 2 };

export function hasLevel(actual: PermissionLevel, required: PermissionLevel): boolean {
  return rank[actual] >= rank[required];
}

/** A gate admits a user only when the level is known and within the allowed set. */
export function gateAllows(gate: PermissionGateLevel, level: PermissionLevel | null | undefined): boolean {
  if (!level) return false;
  if (gate === 'all') return true;
  return hasLevel(level, gate);
}

export const permissionLevelLabels: Record<PermissionLevel, string> = {
  reader: 'Leser',
  contributor: 'Redaktør',
  admin: 'Administrator',
};

/** Site protection and visitor roles (spec 1 §6). */
export const roleLabels = {
  visitor: 'Offentlig',
  internalVisitor: 'Registrert bruker',
  reader: 'Leser',
  contributor: 'Redaktør',
  admin: 'Administrator',
} as const;

export const staffRoleLabels = { employee: 'Ansatt', admin: 'Administrator' } as const;

/** Access-key scopes (spec 1 §3). */
export const permissionScopes = [
  'read:content',
  'write:content',
  'read:product',
  'write:product',
  'read:discount',
  'write:discount',
  'read:order',
  'write:order',
  'read:shipping',
  'write:shipping',
  'read:reports',
] as const;
export type PermissionScope = (typeof permissionScopes)[number];
