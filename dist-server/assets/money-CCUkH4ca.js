// src/lib/money.ts
/**
* Amounts of money as the reader writes them (their language) in the organisation's currency
* (its catalogue settings): `moneyFormat('fr', 'EUR')(1234.5)` is "1 234,50 €". Until the
* currency is known (or if it is not one Intl knows) the amount shows alone with two decimals,
* rather than in a currency that may be the wrong one.
*/
function moneyFormat(language, currency) {
	const formatter = currencyFormatter(language, currency) ?? plainAmount(language);
	return (amount) => formatter.format(amount);
}
function currencyFormatter(language, currency) {
	if (!currency) return null;
	try {
		return new Intl.NumberFormat(language, {
			style: "currency",
			currency
		});
	} catch {
		return null;
	}
}
var plainAmount = (language) => new Intl.NumberFormat(language, {
	minimumFractionDigits: 2,
	maximumFractionDigits: 2
});
/**
* Amounts in several currencies as the reader lists them (`en`: "€1,200.00, $30.00"): figures of
* organisations that price in different currencies are shown side by side, never added.
*/
function amountsFormat(language) {
	const list = new Intl.ListFormat(language, {
		style: "short",
		type: "unit"
	});
	return (amounts) => list.format(amounts.map((a) => moneyFormat(language, a.currency)(a.amount)));
}
export { moneyFormat as n, amountsFormat as t };

//# sourceMappingURL=money-CCUkH4ca.js.map