import { n as __exportAll } from "./rolldown-runtime-DYf_mQCB.js";
import { r as RoleListQuerySchema } from "./roles-GSzf-AGc.js";
import { r as defineResource } from "./resource-Cli98FiI.js";
// src/features/security/roleResource.ts
var roleResource_exports = /* @__PURE__ */ __exportAll({ roleResource: () => roleResource });
/** The organisation's security roles: read under the security area, changed by who manages it. */
var roleResource = defineResource({
	path: "/api/security/roles/",
	name: "role",
	subject: "security",
	texts: "security.roles",
	listQuery: RoleListQuerySchema,
	filters: ["level", "active_only"],
	defaultOrdering: "name"
});
export { roleResource_exports as n, roleResource as t };

//# sourceMappingURL=roleResource-BYwszkUO.js.map