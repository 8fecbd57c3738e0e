import { r as toApiError } from "./errors-BPLHxkFb.js";
// domain/common/apiFailure.ts
var isApiFailure = (value) => typeof value === "object" && value !== null && typeof value.status === "number" && "body" in value;
/**
* Whether trying again can help: no answer came, the server failed (5xx), or it asked to wait
* (408, 429). Any other refusal (400, 403, 404, 409…) would be refused again.
*/
var mayRetry = (status) => status === 0 || status === 408 || status === 429 || status >= 500;
// src/api/submitFailure.ts
/**
* What a failed request threw, split into messages for the form's fields and the rest. It may be
* the parsed error body (what openapi-react-query throws; its status is unknown), an `ApiFailure`
* (status and body, what the wizard's actors throw), or an Error (no answer: a network failure).
*/
function submitFailure(error, formFields) {
	const failure = {
		fields: {},
		others: [],
		retry: false
	};
	if (error instanceof Error) return {
		...failure,
		retry: true
	};
	const status = isApiFailure(error) ? error.status : void 0;
	const apiError = toApiError({ status: status ?? 0 }, isApiFailure(error) ? error.body : error);
	const others = failure.others;
	if (apiError.detail) others.push({ message: apiError.detail });
	for (const [field, list] of Object.entries(apiError.fields)) if (formFields.includes(field)) failure.fields[field] = list.join(" ");
	else if (field === "non_field_errors") others.push({ message: list.join(" ") });
	else others.push({
		field,
		message: list.join(" ")
	});
	if (others.length) failure.general = others.map((o) => o.field ? `${o.field}: ${o.message}` : o.message).join(" ");
	failure.retry = status === void 0 ? false : mayRetry(status);
	return failure;
}
export { isApiFailure as n, mayRetry as r, submitFailure as t };

//# sourceMappingURL=submitFailure-59KjBMqB.js.map