// The security area's rules and schemas, shared by the Fastify server and the React SPA. Pure.
export * from './schemas';
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
  effectivePolicies,
  type PolicyName,
  type SecurityPolicyValues,
} from './policies';
export { csvCell, toCsv, type CsvCell } from './csv';
export { builtInPermissions, builtInRoleRules } from './builtIn';
