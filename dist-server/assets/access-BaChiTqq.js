import { d as record, h as unknown, m as union, o as array, p as string, s as boolean, u as object } from "./schemas-DsdQ_yki.js";
import "../render.js";
import "./user-rules-v9qaqKTl.js";
// domain/access/ability-rule.ts
var AbilityRuleSchema = object({
	action: union([string(), array(string())]),
	subject: union([string(), array(string())]),
	conditions: record(string(), unknown()).optional(),
	fields: array(string()).optional(),
	inverted: boolean().optional(),
	reason: string().optional()
});
export { AbilityRuleSchema as t };

//# sourceMappingURL=access-BaChiTqq.js.map