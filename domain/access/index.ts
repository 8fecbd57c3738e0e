// Role rules of the product, shared by the Fastify server and the React SPA. Pure: no I/O.
export { ROLES, ACTIONS, SUBJECTS, isRole, type Role, type Action, type SubjectName } from './vocabulary';
export { AbilityRuleSchema, rulesForWire, type AbilityRule } from './ability-rule';
export type { AccessUser } from './access-user';
export { roleRules, fallbackRules } from './role-rules';
export { flagRules } from './flag-rules';
export { buildUserRules } from './user-rules';
export { createAppAbility, denialMessage, type AppAbility } from './app-ability';
