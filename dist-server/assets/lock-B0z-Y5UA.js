import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/lock.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "lock",
	size: 24,
	node: [["rect", {
		width: "18",
		height: "11",
		x: "3",
		y: "11",
		rx: "2",
		ry: "2",
		key: "1w4ew1"
	}], ["path", {
		d: "M7 11V7a5 5 0 0 1 10 0v4",
		key: "fwvmzm"
	}]]
};
__iconData.node;
var Lock = createLucideIcon(__iconData);
export { Lock as t };

//# sourceMappingURL=lock-B0z-Y5UA.js.map