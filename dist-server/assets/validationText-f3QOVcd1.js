import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { n as messages } from "./messages-CVJXF2Mj.js";
import { t as generalMessages } from "../render.js";
// src/lib/validationText.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The shared validation texts (domain/common/messages: the zod schemas in the browser and the
* API speak them in English) in the reader's language. Any other text is a server message of
* its own and is shown as it is.
*/
function translateValidation(t, message) {
	if (!message) return void 0;
	switch (message) {
		case messages.required: return t("validation.required");
		case messages.email: return t("validation.email");
		case messages.passwordsMismatch: return t("validation.passwordsMismatch");
		case messages.date: return t("validation.date");
		case messages.invalid: return t("validation.invalid");
		case messages.unknownField: return t("validation.unknownField");
		case messages.idNumber: return t("validation.idNumber");
		case messages.number: return t("validation.number");
		case messages.integer: return t("validation.integer");
		case messages.nulCharacter: return t("validation.nulCharacter");
		case generalMessages.tooLarge: return t("validation.tooLarge");
		case generalMessages.blank: return t("validation.blank");
		case messages.passwordMin(8): return t("validation.passwordMin", { min: 8 });
	}
	const n = /\d+/.exec(message)?.[0];
	if (n && message === messages.maxLength(Number(n))) return t("validation.maxLength", { max: n });
	return message;
}
/** `translateValidation` bound to the current language, for form fields. */
function useValidationText() {
	const { t } = useTranslation();
	return (0, import_react.useCallback)((message) => translateValidation(t, message), [t]);
}
export { useValidationText as n, translateValidation as t };

//# sourceMappingURL=validationText-f3QOVcd1.js.map