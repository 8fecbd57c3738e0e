import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
// src/features/security/format.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Numbers and dates in the reader's language. */
function useFormats() {
	const { i18n } = useTranslation();
	return (0, import_react.useMemo)(() => {
		const number = new Intl.NumberFormat(i18n.language);
		const dateTime = new Intl.DateTimeFormat(i18n.language, {
			dateStyle: "medium",
			timeStyle: "short"
		});
		return {
			number: (n) => number.format(n),
			dateTime: (iso) => {
				const date = new Date(iso);
				return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
			}
		};
	}, [i18n.language]);
}
export { useFormats as t };

//# sourceMappingURL=format-BEahoWuA.js.map