// src/api/errors.ts
/** i18n key of the message shown when the server gave no usable reason ("Authentication failed"). */
var AUTH_FAILED_KEY = "auth.failed";
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var messageOf = (value) => typeof value === "string" ? value : JSON.stringify(value);
function messagesOf(value) {
	if (Array.isArray(value)) return value.map(messageOf);
	return value === null || value === void 0 ? [] : [messageOf(value)];
}
/** Nested objects (e.g. `{ address: { city: [...] } }`) become dotted paths, as the server names them. */
function collectFields(body, prefix, out) {
	for (const [key, value] of Object.entries(body)) {
		const path = prefix ? `${prefix}.${key}` : key;
		if (isRecord(value)) collectFields(value, path, out);
		else {
			const messages = messagesOf(value);
			if (messages.length) out[path] = messages;
		}
	}
}
/**
* `body` is what openapi-fetch returns as `error`: parsed JSON when it was JSON, the text
* otherwise, and undefined or '' when the response had no body.
*/
function toApiError(response, body) {
	const error = {
		status: response.status,
		fields: {}
	};
	if (typeof body === "string") {
		const text = body.trim();
		if (text) error.detail = text;
	} else if (Array.isArray(body)) {
		const messages = messagesOf(body);
		if (messages.length) error.fields.non_field_errors = messages;
	} else if (isRecord(body)) {
		const { detail, code, ...fields } = body;
		if (detail !== void 0 && detail !== null) error.detail = messageOf(detail);
		if (typeof code === "string") error.code = code;
		else if (code !== void 0 && code !== null) fields.code = code;
		collectFields(fields, "", error.fields);
	}
	return error;
}
/**
* Spec §8: a list gives its first item as the general error; an object is shown field by field
* (`non_field_errors`, then `detail`, are the general error); text is the general error;
* nothing usable gives AUTH_FAILED_KEY.
*/
function authErrorDisplay(body) {
	let general;
	const fields = {};
	if (Array.isArray(body)) general = messagesOf(body)[0];
	else if (typeof body === "string") general = body.trim();
	else if (isRecord(body)) {
		const error = toApiError({ status: 0 }, body);
		const { non_field_errors: nonField, ...perField } = error.fields;
		general = nonField?.[0] ?? error.detail;
		for (const [field, messages] of Object.entries(perField)) fields[field] = messages.join(" ");
	}
	if (general) return {
		general,
		fields
	};
	return Object.keys(fields).length ? { fields } : {
		general: AUTH_FAILED_KEY,
		fields
	};
}
export { authErrorDisplay as n, toApiError as r, AUTH_FAILED_KEY as t };

//# sourceMappingURL=errors-BPLHxkFb.js.map