import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { o as useStyleClasses, ut as Box } from "../render.js";
import { s as chakra } from "./useTranslation-wIc4-0c8.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { i as useApiClient } from "./ApiProvider-m6N5mc6R.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/image-off.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "image-off",
	size: 24,
	node: [
		["line", {
			x1: "2",
			x2: "22",
			y1: "2",
			y2: "22",
			key: "a6p6uj"
		}],
		["path", {
			d: "M10.41 10.41a2 2 0 1 1-2.83-2.83",
			key: "1bzlo9"
		}],
		["line", {
			x1: "13.5",
			x2: "6",
			y1: "13.5",
			y2: "21",
			key: "1q0aeu"
		}],
		["line", {
			x1: "18",
			x2: "21",
			y1: "12",
			y2: "15",
			key: "5mozeu"
		}],
		["path", {
			d: "M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59",
			key: "mmje98"
		}],
		["path", {
			d: "M21 15V5a2 2 0 0 0-2-2H9",
			key: "43el77"
		}]
	]
};
__iconData.node;
var ImageOff = createLucideIcon(__iconData);
// src/components/data/AuthImage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The key of a stored file's URL (`/api/files/{key}/`), or null for any other URL. */
function fileKeyOf(url) {
	return url && /^\/api\/files\/([0-9a-f]{32})\/?$/.exec(url)?.[1] || null;
}
var STATE_STYLES = {
	loading: { bg: "bg.muted" },
	missing: {
		display: "flex",
		alignItems: "center",
		justifyContent: "center",
		bg: "bg.muted",
		color: "fg.subtle"
	},
	image: { objectFit: "cover" }
};
/**
* An uploaded image (logo, product image). Files need the bearer token, which an `<img src>`
* cannot send: the image is fetched through the API client (token, refresh, retries) as a blob
* and shown from an object URL, released when the image changes or leaves the page. A grey box
* while loading; a crossed-out picture when the file cannot be loaded.
*
* Given a `className` and no style props, it renders plain elements with that class (its size,
* border, ...; not its background, display or colour, which each state sets): the cheap way for an
* image in every row of a list.
*/
function AuthImage({ src, alt, ...rest }) {
	const api = useApiClient();
	const plain = rest.className !== void 0 && Object.keys(rest).length === 1;
	const state = useStyleClasses(STATE_STYLES);
	const key = fileKeyOf(src);
	const [loaded, setLoaded] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		if (!key) return;
		const controller = new AbortController();
		let objectUrl = null;
		api.GET("/api/files/{key}/", {
			params: { path: { key } },
			parseAs: "blob",
			signal: controller.signal
		}).then(({ data, response }) => {
			if (controller.signal.aborted) return;
			objectUrl = response.ok && data instanceof Blob ? URL.createObjectURL(data) : null;
			setLoaded({
				key,
				url: objectUrl
			});
		}).catch(() => {
			if (!controller.signal.aborted) setLoaded({
				key,
				url: null
			});
		});
		return () => {
			controller.abort();
			if (objectUrl) URL.revokeObjectURL(objectUrl);
		};
	}, [api, key]);
	const current = loaded?.key === key ? loaded : null;
	if (plain) {
		const box = {
			role: alt ? "img" : void 0,
			"aria-label": alt || void 0
		};
		if (key && !current) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: `${rest.className} ${state.loading}`,
			"aria-busy": true,
			...box
		});
		if (!current?.url) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: `${rest.className} ${state.missing}`,
			...box,
			"aria-hidden": alt ? void 0 : true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageOff, {
				size: 20,
				"aria-hidden": true
			})
		});
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			src: current.url,
			alt,
			className: `${state.image} ${rest.className}`
		});
	}
	if (key && !current) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...rest,
		bg: "bg.muted",
		"aria-busy": true,
		role: alt ? "img" : void 0,
		"aria-label": alt || void 0
	});
	if (!current?.url) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...rest,
		display: "flex",
		alignItems: "center",
		justifyContent: "center",
		bg: "bg.muted",
		color: "fg.subtle",
		role: alt ? "img" : void 0,
		"aria-label": alt || void 0,
		"aria-hidden": alt ? void 0 : true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageOff, {
			size: 20,
			"aria-hidden": true
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.img, {
		src: current.url,
		alt,
		objectFit: "cover",
		...rest
	});
}
export { AuthImage as t };

//# sourceMappingURL=AuthImage-xoywtXIz.js.map