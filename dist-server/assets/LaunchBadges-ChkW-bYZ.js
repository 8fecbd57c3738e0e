import { t as Badge } from "./badge-hknY9IHs.js";
import { r as localDate } from "./useMoney-CK3qqOcl.js";
import { l as timingOf, r as STATUS_PALETTE, t as useLaunchText } from "./useLaunchText-pwT5v4As.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/catalogue/launches/LaunchBadges.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A launch status, in words and colour. */
function LaunchStatusBadge({ status }) {
	const text = useLaunchText();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
		variant: "subtle",
		colorPalette: STATUS_PALETTE[status] ?? "gray",
		children: text.status(status)
	});
}
/** 'N days overdue', 'Launching today', 'N days to go' or 'Launched on …' (spec §4), from today's date here. */
function TimingBadge({ launch, today = localDate() }) {
	const text = useLaunchText();
	const timing = timingOf(launch, today);
	if (!timing) return null;
	const { text: label, palette } = text.timing(timing);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
		variant: "outline",
		colorPalette: palette,
		"data-testid": "launch-timing",
		"data-timing": timing.kind,
		children: label
	});
}
export { TimingBadge as n, LaunchStatusBadge as t };

//# sourceMappingURL=LaunchBadges-ChkW-bYZ.js.map