import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/plus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "plus",
	size: 24,
	node: [["path", {
		d: "M5 12h14",
		key: "1ays0h"
	}], ["path", {
		d: "M12 5v14",
		key: "s699le"
	}]]
};
__iconData.node;
var Plus = createLucideIcon(__iconData);
export { Plus as t };

//# sourceMappingURL=plus-BK_pqN1k.js.map