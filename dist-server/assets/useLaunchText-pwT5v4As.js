import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as amountsFormat } from "./money-CCUkH4ca.js";
import { n as launchTiming, t as useMoney } from "./useMoney-CK3qqOcl.js";
// src/features/catalogue/launches/launchFormat.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The colour of a launch status (its name is always written beside it). */
var STATUS_PALETTE = {
	planning: "gray",
	scheduled: "blue",
	in_progress: "orange",
	launched: "green",
	postponed: "yellow",
	cancelled: "red"
};
function timingText(timing) {
	switch (timing.kind) {
		case "launched": return {
			key: "launches.timing.launched",
			values: { date: timing.date },
			palette: "green"
		};
		case "overdue": return {
			key: "launches.timing.overdue",
			values: { count: timing.days },
			palette: "red"
		};
		case "today": return {
			key: "launches.timing.today",
			values: {},
			palette: "orange"
		};
		case "upcoming": return {
			key: "launches.timing.upcoming",
			values: { count: timing.days },
			palette: "blue"
		};
	}
}
/**
* Where a launch stands today, or null when its dates are not readable (a broken row must not
* break the list). A cancelled launch that never launched has no timing either.
*/
function timingOf(launch, today) {
	if (launch.status === "cancelled" && !launch.actual_launch_date) return null;
	try {
		return launchTiming({
			plannedLaunchDate: launch.planned_launch_date,
			actualLaunchDate: launch.actual_launch_date,
			today
		});
	} catch {
		return null;
	}
}
var LAUNCH_FORM_FIELDS = [
	"product",
	"code",
	"name",
	"description",
	"launch_type",
	"status",
	"market_scope",
	"manager",
	"planned_launch_date",
	"actual_launch_date",
	"target_revenue",
	"target_units",
	"team"
];
/** A new launch's values (`product` from the URL when given), or an existing one's. */
function launchFormValues(launch, product = null) {
	if (!launch) return {
		product,
		code: "",
		name: "",
		description: "",
		launch_type: "new_product",
		status: "planning",
		market_scope: "national",
		manager: null,
		planned_launch_date: "",
		actual_launch_date: null,
		target_revenue: null,
		target_units: null,
		team: []
	};
	return {
		product: launch.product,
		code: launch.code,
		name: launch.name,
		description: launch.description,
		launch_type: launch.launch_type,
		status: launch.status,
		market_scope: launch.market_scope,
		manager: launch.manager,
		planned_launch_date: launch.planned_launch_date.slice(0, 10),
		actual_launch_date: launch.actual_launch_date?.slice(0, 10) ?? null,
		target_revenue: launch.target_revenue,
		target_units: launch.target_units,
		team: launch.team.map(({ user, role }) => ({
			user,
			role
		}))
	};
}
/** Same people in the same roles, in the same order (names and other details aside). */
var sameTeam = (a, b) => {
	const key = (team) => JSON.stringify((team ?? []).map(({ user, role }) => [user, role]));
	return key(a) === key(b);
};
/** What an edit changes: only the fields whose value differs from the launch's (PATCH body). */
function launchChanges(launch, values) {
	const before = launchFormValues(launch);
	const changes = {};
	for (const [field, value] of Object.entries(values)) {
		if (value === void 0 || field === "product") continue;
		if (field === "team" ? !sameTeam(value, launch.team) : before[field] !== value) changes[field] = value;
	}
	return changes;
}
/** An input's text as a number for the API: '' is null (not given). */
function numberOrNull(text) {
	if (text === null || text === void 0) return null;
	if (typeof text === "number") return Number.isNaN(text) ? null : text;
	const trimmed = String(text).trim();
	if (trimmed === "") return null;
	return Number(trimmed.replace(",", "."));
}
/** A select's value as an id: '' is null. */
var idOrNull = (value) => value === "" || value === null || value === void 0 ? null : Number(value);
/** A date input's value: '' is null. */
var dateOrNull = (value) => typeof value === "string" && value !== "" ? value : null;
// src/features/catalogue/launches/useLaunchText.ts
/** Launch texts in the reader's language: enum labels, timing, dates, numbers, money. */
function useLaunchText() {
	const { t, i18n } = useTranslation();
	const money = useMoney();
	return (0, import_react.useMemo)(() => {
		const language = i18n.language;
		const number = new Intl.NumberFormat(language);
		const percent = new Intl.NumberFormat(language, {
			style: "percent",
			maximumFractionDigits: 0
		});
		const dateFormat = new Intl.DateTimeFormat(language, {
			dateStyle: "medium",
			timeZone: "UTC"
		});
		/** A calendar date (YYYY-MM-DD) as the reader writes it; the day itself, whatever the time zone. */
		const date = (iso) => {
			if (!iso) return "";
			const value = /* @__PURE__ */ new Date(`${iso.slice(0, 10)}T00:00:00Z`);
			return Number.isNaN(value.getTime()) ? iso : dateFormat.format(value);
		};
		return {
			type: (value) => t(`launches.types.${value}`, { defaultValue: value }),
			status: (value) => t(`launches.statuses.${value}`, { defaultValue: value }),
			scope: (value) => t(`launches.scopes.${value}`, { defaultValue: value }),
			role: (value) => t(`launches.roles.${value}`, { defaultValue: value }),
			timing: (timing) => {
				const text = timingText(timing);
				const values = {
					...text.values.count !== void 0 && {
						count: text.values.count,
						n: number.format(text.values.count)
					},
					...text.values.date !== void 0 && { date: date(text.values.date) }
				};
				return {
					text: t(text.key, values),
					palette: text.palette
				};
			},
			date,
			number: (n) => number.format(n),
			/** In the organisation's currency. */
			money,
			/** Amounts each in its own currency, as a list ("€1,200.00, $30.00"); none is money(0). */
			amounts: (amounts) => amounts.length ? amountsFormat(language)(amounts) : money(0),
			/** Whole percent (12 → "12 %" in French). */
			percent: (n) => percent.format(n / 100)
		};
	}, [
		t,
		i18n.language,
		money
	]);
}
export { idOrNull as a, numberOrNull as c, dateOrNull as i, timingOf as l, LAUNCH_FORM_FIELDS as n, launchChanges as o, STATUS_PALETTE as r, launchFormValues as s, useLaunchText as t };

//# sourceMappingURL=useLaunchText-pwT5v4As.js.map