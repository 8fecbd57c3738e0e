/** Texts of the security area: the API's error details and the screens' messages (spec §8). */
export const securityMessages = {
  roleNotFound: 'Role not found.',
  parentNotFound: 'Parent role not found.',
  parentCycle: 'This parent role would create a cycle: a role cannot be its own ancestor.',
  codeTaken: 'A role with this code already exists in this organisation.',
  systemLevelReserved: 'Only a superuser can give a role the system level.',
  systemRoleDelete: 'System roles cannot be deleted.',
  systemRoleCode: 'The code of a system role cannot be changed.',
  systemRoleLevel: 'The level of a system role cannot be changed.',
  systemRoleAssignment: "System roles follow the user's role: change the user's role instead.",
  roleHasUsers: (n: number) =>
    `This role is assigned to ${n} user${n === 1 ? '' : 's'}. Reassign ${n === 1 ? 'them' : 'them all'} to another role before deleting it.`,
  roleHasChildren: (n: number) =>
    `This role is the parent of ${n} other role${n === 1 ? '' : 's'}. Change their parent before deleting it.`,
  roleOrganizationFixed: 'A role cannot move to another organisation.',
  organizationNotFound: 'Organisation not found.',
  moduleNotFound: 'Module not found.',
  operationNotFound: 'Operation not found.',
  duplicateUpdate: (index: number) => `Same role, module and operation as item ${index}.`,
  concurrentChange: 'These permissions were changed at the same time by someone else. Reload and try again.',
  duplicateRole: 'Each role may be listed only once.',
  conditionKey: 'Condition names are lower-case letters, digits and underscores.',
  conditionValue: 'A condition value is a string, a number, true, false or null.',
  placeholder: 'Unknown placeholder: use ${user.id}, ${user.id_organization}, ${user.team} or ${user.brand}.',
  fieldName: 'Field names are lower-case letters, digits and underscores.',
  refreshNotLonger: 'The refresh token lifetime must be longer than the access token lifetime.',
  dateOrder: 'The start date must not be after the end date.',
  eventsTooLarge: (limit: number) => `Security event is too large (limit ${limit} bytes).`,
} as const;

/** Spec §8, security screens. */
export const securityScreenMessages = {
  loadPermissions: 'Failed to load permissions',
  loadRoles: 'Failed to load roles',
  assignPermission: 'Failed to assign permission',
  updateConditions: 'Failed to update conditions',
  revokePermission: 'Failed to revoke permission',
  loadMatrix: 'Failed to load matrix data',
  initialize: 'Failed to initialize security system',
  refreshPermissions: 'Failed to refresh permissions',
} as const;
