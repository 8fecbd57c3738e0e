import { z } from 'zod';

// What travels as `userAbilityRules` (login answer, stored session) and what the security
// tables produce. Action and subject stay plain strings: the security tables may hold
// operation codes this build does not know yet, and CASL simply never matches them.
export const AbilityRuleSchema = z.object({
  action: z.union([z.string(), z.array(z.string())]),
  subject: z.union([z.string(), z.array(z.string())]),
  conditions: z.record(z.string(), z.unknown()).optional(),
  fields: z.array(z.string()).optional(),
  inverted: z.boolean().optional(),
  reason: z.string().optional(),
});
export type AbilityRule = z.infer<typeof AbilityRuleSchema>;

// JSON drops undefined keys anyway, but the session store and equality checks in tests
// should see the same shape the client will receive.
export function rulesForWire(rules: readonly AbilityRule[]): AbilityRule[] {
  return rules.map((rule) => {
    const wire: AbilityRule = { action: rule.action, subject: rule.subject };
    if (rule.conditions !== undefined) wire.conditions = rule.conditions;
    if (rule.fields !== undefined) wire.fields = rule.fields;
    if (rule.inverted !== undefined) wire.inverted = rule.inverted;
    if (rule.reason !== undefined) wire.reason = rule.reason;
    return wire;
  });
}
