import { gateAllows, type PermissionGateLevel } from '@vev/shared';
import type { ReactNode } from 'react';
import { usePermission } from '../hooks/api/sites';

/** Shows its children only when the user's level on the site is allowed; hidden while unknown. */
export function PermissionGate({ level, children }: { level: PermissionGateLevel; children: ReactNode }) {
  const permission = usePermission();
  return gateAllows(level, permission) ? children : null;
}
