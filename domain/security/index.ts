// The security area's rules and schemas, shared by the Fastify server and the React SPA. Pure.
export * from './abilities';
export * from './applications';
export * from './assignments';
export * from './auditLogs';
export * from './audited';
export * from './dashboard';
export * from './events';
export * from './permissions';
export * from './roles';
export { securityMessages, securityScreenMessages } from './messages';
export { wouldCreateCycle, ancestorsOf } from './hierarchy';
export {
  CONDITION_PRESETS,
  PLACEHOLDER_ATTRIBUTES,
  customRuleFor,
  customRulesFor,
  isKnownPlaceholder,
  type StoredPermission,
} from './customRules';
export {
  DEFAULT_SESSION_INACTIVITY_MINUTES,
  POLICY_LIMITS,
  SecurityPoliciesSchema,
  SecurityPoliciesUpdateSchema,
  effectivePolicies,
  type SecurityPolicies,
  type SecurityPoliciesUpdate,
  type PolicyName,
  type SecurityPolicyValues,
} from './policies';
export { csvCell, toCsv, type CsvCell } from './csv';
export { builtInPermissions, builtInRoleRules } from './builtIn';
