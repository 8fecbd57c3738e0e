import { t as ListQuerySchema } from "./pagination-BhqLAp65.js";
import { r as UserListQueryFields } from "./schemas-BDv3OC7r.js";
import { r as defineResource } from "./resource-Cli98FiI.js";
// src/features/users/userResource.ts
/** The user directory: the people the caller may read, governed by the User right. */
var userResource = defineResource({
	path: "/api/users/",
	name: "user",
	subject: "User",
	texts: "users.list",
	listQuery: ListQuerySchema.extend(UserListQueryFields),
	filters: [
		"role",
		"is_active",
		"team"
	],
	defaultOrdering: "email"
});
export { userResource };

//# sourceMappingURL=userResource-BgmuK99P.js.map