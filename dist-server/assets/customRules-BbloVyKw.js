// domain/security/customRules.ts
/** The holder attributes a stored condition may refer to, written "${user.team}". */
var PLACEHOLDER_ATTRIBUTES = [
	"id",
	"id_organization",
	"team",
	"brand"
];
var PLACEHOLDER = /^\$\{user\.([a-z_]+)\}$/;
var isPlaceholder = (value) => typeof value === "string" && value.startsWith("${");
var isKnownPlaceholder = (value) => {
	const match = PLACEHOLDER.exec(value);
	return !!match && PLACEHOLDER_ATTRIBUTES.includes(match[1]);
};
/** The conditions editor's presets (issue 4 §3): own organisation, team, brand, records. */
var CONDITION_PRESETS = {
	own_organization: { id_organization: "${user.id_organization}" },
	own_team: { team: "${user.team}" },
	own_brand: { brand: "${user.brand}" },
	own_records: { created_by: "${user.id}" }
};
export { isPlaceholder as i, PLACEHOLDER_ATTRIBUTES as n, isKnownPlaceholder as r, CONDITION_PRESETS as t };

//# sourceMappingURL=customRules-BbloVyKw.js.map