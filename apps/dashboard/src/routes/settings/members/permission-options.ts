import { permissionLevelLabels, permissionLevels } from '@vev/shared';

/** Leser, Redaktør, Administrator: the levels a member or an invitation can have. */
export const permissionOptions = permissionLevels.map((level) => ({
  value: level,
  label: permissionLevelLabels[level],
}));
