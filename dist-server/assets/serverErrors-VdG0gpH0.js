import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as submitFailure } from "./submitFailure-59KjBMqB.js";
// src/components/form/serverErrors.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* A failed save's messages on the react-hook-form fields they are about (`fields`: the ones the
* form shows), and the rest for an alert: the server's detail (a 403's reason), body-wide
* messages and messages about fields the form does not show, with whether a retry can help.
*/
function putServerErrors(error, setError, fields) {
	const { fields: messages, ...rest } = submitFailure(error, fields);
	for (const [field, message] of Object.entries(messages)) if (message) setError(field, {
		type: "server",
		message
	});
	return {
		...rest,
		onFields: Object.keys(messages).length > 0
	};
}
/**
* The alert's lines for the rest of a failure: each message in the reader's language (`text`),
* prefixed with its field's label when it names a field the form does not show (`label`: a field
* without a label is named as the API names it; an empty label names none).
*/
function otherMessages(rest, text, label = () => void 0) {
	return rest.others.map(({ field, message }) => {
		const said = text(message) ?? message;
		const name = field === void 0 ? "" : label(field) ?? field;
		return name ? `${name}: ${said}` : said;
	});
}
/**
* `putServerErrors` for a failure kept in state (a mutation's `error`): the fields get their
* messages when it changes; answers the rest's messages as one text (as the server wrote them),
* `fallback` when the failure said nothing, or undefined without a failure. `fields` must be a
* stable (module-level) array.
*/
function useServerErrors(error, setError, fields, fallback) {
	const failure = (0, import_react.useMemo)(() => error == null ? null : submitFailure(error, fields), [error, fields]);
	(0, import_react.useEffect)(() => {
		if (error != null) putServerErrors(error, setError, fields);
	}, [
		error,
		setError,
		fields
	]);
	if (!failure) return void 0;
	const saidNothing = !failure.others.length && !Object.keys(failure.fields).length;
	return failure.others.map((o) => o.message).join(" ") || (saidNothing ? fallback : void 0);
}
/** A failure's reasons for one message, without a form (a refused file, a refused action). */
var failureReasons = (error, text) => otherMessages(submitFailure(error, []), text, () => "");
export { useServerErrors as i, otherMessages as n, putServerErrors as r, failureReasons as t };

//# sourceMappingURL=serverErrors-VdG0gpH0.js.map