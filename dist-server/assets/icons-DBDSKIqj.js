import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { s as chakra } from "./useTranslation-wIc4-0c8.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/icons.js
var import_jsx_runtime = require_jsx_runtime();
var CheckIcon = (props) => {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.svg, {
		viewBox: "0 0 24 24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "2",
		strokeLinecap: "round",
		strokeLinejoin: "round",
		...props,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M20 6 9 17l-5-5" })
	});
};
var ChevronDownIcon = (props) => {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.svg, {
		viewBox: "0 0 24 24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "2",
		strokeLinecap: "round",
		strokeLinejoin: "round",
		...props,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "m6 9 6 6 6-6" })
	});
};
var CheckCircleIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.svg, {
	stroke: "currentColor",
	fill: "currentColor",
	strokeWidth: "0",
	viewBox: "0 0 24 24",
	...props,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z" })
});
var WarningIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.svg, {
	stroke: "currentColor",
	fill: "currentColor",
	strokeWidth: "0",
	viewBox: "0 0 24 24",
	...props,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" })
});
var InfoIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.svg, {
	viewBox: "0 0 24 24",
	fill: "currentColor",
	stroke: "currentColor",
	strokeWidth: "0",
	...props,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 7H13V9H11V7ZM11 11H13V17H11V11Z" })
});
var CloseIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.svg, {
	viewBox: "0 0 24 24",
	fill: "currentColor",
	...props,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		fillRule: "evenodd",
		clipRule: "evenodd",
		d: "M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z"
	})
});
export { InfoIcon as a, CloseIcon as i, CheckIcon as n, WarningIcon as o, ChevronDownIcon as r, CheckCircleIcon as t };

//# sourceMappingURL=icons-DBDSKIqj.js.map