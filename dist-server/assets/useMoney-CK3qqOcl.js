import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { n as moneyFormat } from "./money-CCUkH4ca.js";
// domain/catalogue/launchTiming.ts
var DATE = /^(\d{4})-(\d{2})-(\d{2})/;
var MS_PER_DAY = 864e5;
/**
* Days since 1970-01-01 of a calendar date `YYYY-MM-DD` (a longer ISO string is cut to its date).
* Throws a RangeError for anything else, or a date that does not exist (2025-02-29).
*/
function dayNumber(date) {
	const match = DATE.exec(date);
	if (!match) throw new RangeError(`Not a date (YYYY-MM-DD): ${JSON.stringify(date)}`);
	const [year, month, day] = [
		Number(match[1]),
		Number(match[2]),
		Number(match[3])
	];
	const ms = Date.UTC(year, month - 1, day);
	const check = new Date(ms);
	if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) throw new RangeError(`No such date: ${JSON.stringify(date)}`);
	return ms / MS_PER_DAY;
}
/** Calendar days from `from` to `to` (negative when `to` is earlier). */
var daysBetween = (from, to) => dayNumber(to) - dayNumber(from);
/** Today's calendar date where the user is, as YYYY-MM-DD (the `today` to pass below). */
function localDate(now = /* @__PURE__ */ new Date()) {
	const pad = (n) => String(n).padStart(2, "0");
	return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
/** Where a launch stands against its planned date. */
function launchTiming({ plannedLaunchDate, actualLaunchDate, today }) {
	if (actualLaunchDate) {
		dayNumber(actualLaunchDate);
		return {
			kind: "launched",
			date: actualLaunchDate.slice(0, 10)
		};
	}
	const days = daysBetween(today, plannedLaunchDate);
	if (days < 0) return {
		kind: "overdue",
		days: -days
	};
	if (days === 0) return { kind: "today" };
	return {
		kind: "upcoming",
		days
	};
}
// src/lib/useMoney.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var CURRENCY_STALE_TIME = 3e5;
/**
* Formats money on any screen: the reader's language, the organisation's currency (its catalogue
* settings, readable by whoever reads products, i.e. whoever sees a price).
*/
function useMoney() {
	const { i18n } = useTranslation();
	const currency = useApi().useQuery("get", "/api/catalogue/settings/", void 0, { staleTime: CURRENCY_STALE_TIME }).data?.currency;
	return (0, import_react.useMemo)(() => moneyFormat(i18n.language, currency), [i18n.language, currency]);
}
export { launchTiming as n, localDate as r, useMoney as t };

//# sourceMappingURL=useMoney-CK3qqOcl.js.map