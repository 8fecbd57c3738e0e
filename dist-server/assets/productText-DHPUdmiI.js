import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { n as launchTiming, t as useMoney } from "./useMoney-CK3qqOcl.js";
// src/features/catalogue/products/productFormat.ts
/** A number typed in a field: '' is null (not given); anything not a number is NaN (the form says so). */
function parseNumberInput(text) {
	const trimmed = text.trim().replace(",", ".");
	if (trimmed === "") return null;
	return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : NaN;
}
var idOf = (text) => text === "" ? null : Number(text);
/** Stock value at a unit amount (cost basis, or retail price): amount × units in stock, rounded to cents. */
var stockValue = (unitAmount, stock) => Math.round(unitAmount * Math.max(stock, 0) * 100) / 100;
/** The i18n key (under `products.`) and values of a launch's timing (spec §4). */
function launchTimingText(launch, today) {
	const timing = launchTiming({
		plannedLaunchDate: launch.planned_launch_date,
		actualLaunchDate: launch.actual_launch_date,
		today
	});
	switch (timing.kind) {
		case "launched": return {
			key: "products.timing.launched",
			values: { date: timing.date },
			timing
		};
		case "today": return {
			key: "products.timing.today",
			values: {},
			timing
		};
		case "overdue": return {
			key: timing.days === 1 ? "products.timing.overdueOne" : "products.timing.overdue",
			values: { days: timing.days },
			timing
		};
		case "upcoming": return {
			key: timing.days === 1 ? "products.timing.upcomingOne" : "products.timing.upcoming",
			values: { days: timing.days },
			timing
		};
	}
}
/**
* The sale badge: its i18n key and colour, from the API's `sale_blocker`. A badge is a label
* ("Out of stock"), not the API's message ("Out of Stock."), which the inventory's notice says.
*/
function saleBadge(blocker) {
	if (blocker === "not_for_sale") return {
		key: "products.sale.notForSale",
		palette: "red"
	};
	if (blocker === "out_of_stock") return {
		key: "products.sale.outOfStock",
		palette: "orange"
	};
	return {
		key: "products.sale.available",
		palette: "green"
	};
}
/** The ids in their order after moving the one at `from` to `to` (a drag and drop, or a move button). */
function moveItem(items, from, to) {
	if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
	const next = [...items];
	const [moved] = next.splice(from, 1);
	next.splice(to, 0, moved);
	return next;
}
/** A person's name for a choice list: first and last name, or the email. */
var personName = (user) => `${user.first_name} ${user.last_name}`.trim() || user.email;
/** Counts of a product's launches by how they stand (for the analytics tab). */
function launchCounts(launches, today) {
	const counts = {
		total: launches.length,
		launched: 0,
		overdue: 0,
		today: 0,
		upcoming: 0
	};
	for (const launch of launches) {
		const timing = launchTiming({
			plannedLaunchDate: launch.planned_launch_date,
			actualLaunchDate: launch.actual_launch_date,
			today
		});
		counts[timing.kind === "launched" ? "launched" : timing.kind] += 1;
	}
	return counts;
}
/**
* Whether a file is worth sending: an image type the API takes and not above the size limit;
* otherwise the name of its catalogue message (`catalogue.messages.<name>`).
*/
function imageFileProblem(file, accepted, maxBytes) {
	if (file.size === 0) return "fileEmpty";
	if (file.size > maxBytes) return "fileSize";
	if (file.type && !accepted.includes(file.type)) return "fileType";
	return null;
}
// src/features/catalogue/products/productText.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Numbers, money (in the organisation's currency), dates and priorities in the reader's language. */
function useProductFormat() {
	const { t, i18n } = useTranslation();
	const formatMoney = useMoney();
	return (0, import_react.useMemo)(() => {
		const number = new Intl.NumberFormat(i18n.language);
		const twoDecimals = new Intl.NumberFormat(i18n.language, {
			minimumFractionDigits: 2,
			maximumFractionDigits: 2
		});
		const date = new Intl.DateTimeFormat(i18n.language, {
			dateStyle: "medium",
			timeZone: "UTC"
		});
		const dateTime = new Intl.DateTimeFormat(i18n.language, {
			dateStyle: "medium",
			timeStyle: "short"
		});
		return {
			number: (n) => number.format(n),
			money: (n) => n === null || n === void 0 ? "—" : formatMoney(n),
			percent: (n) => n === null || n === void 0 ? "—" : t("products.format.percent", { value: twoDecimals.format(n) }),
			/** A calendar date (YYYY-MM-DD), the same day wherever the reader is. */
			day: (d) => d ? date.format(/* @__PURE__ */ new Date(`${d.slice(0, 10)}T00:00:00Z`)) : "—",
			dateTime: (d) => dateTime.format(new Date(d)),
			priority: (p) => t(`products.priority.${p}`),
			bytes: (n) => n >= 1048576 ? t("products.format.megabytes", { value: twoDecimals.format(n / 1024 / 1024) }) : t("products.format.kilobytes", { value: number.format(Math.max(1, Math.round(n / 1024))) })
		};
	}, [
		t,
		i18n.language,
		formatMoney
	]);
}
export { launchTimingText as a, personName as c, launchCounts as i, saleBadge as l, idOf as n, moveItem as o, imageFileProblem as r, parseNumberInput as s, useProductFormat as t, stockValue as u };

//# sourceMappingURL=productText-DHPUdmiI.js.map