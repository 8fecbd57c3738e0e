import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import "./access-BaChiTqq.js";
import { t as AREAS } from "./areas-KDuSs7ot.js";
import { i as SUBJECTS, n as ACTIONS } from "../render.js";
import { n as isAuditObjectType, t as isAuditAction } from "./audited-Bask-g29.js";
import { b as SECURITY_EVENT_TYPES, y as SECURITY_EVENT_REASONS } from "./SessionProvider-Bi_teUN2.js";
// src/lib/vocabularyText.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var has = (list, word) => list.includes(word);
var APPLICATIONS = AREAS.map((area) => area.code);
/** The key of each kind of word: vocabulary.test.ts checks every word has one in every language. */
var vocabularyKey = {
	subject: (subject) => `vocabulary.subjects.${subject}`,
	action: (action) => `vocabulary.actions.${action}`,
	application: (code) => `vocabulary.applications.${code}`,
	objectType: (type) => `vocabulary.objectTypes.${type}`,
	/** Audit actions are dotted (`product.image.add`): their texts nest the same way. */
	auditAction: (action) => `vocabulary.auditActions.${action}`,
	securityEvent: (type) => `vocabulary.securityEvents.${type}`,
	securityEventReason: (reason) => `vocabulary.securityEventReasons.${reason}`
};
function vocabularyText(t) {
	return {
		subject: (subject) => has(SUBJECTS, subject) ? t(vocabularyKey.subject(subject)) : subject,
		action: (action) => has(ACTIONS, action) ? t(vocabularyKey.action(action)) : action,
		/** A security application: its area's name, or the stored name of a custom one. */
		application: ({ code, name }) => has(APPLICATIONS, code) ? t(vocabularyKey.application(code)) : name,
		/** A module grants rights on the subject of its code. */
		module: ({ code, name }) => has(SUBJECTS, code) ? t(vocabularyKey.subject(code)) : name,
		/** An operation is the action of its code. */
		operation: ({ code, name }) => has(ACTIONS, code) ? t(vocabularyKey.action(code)) : name,
		objectType: (type) => isAuditObjectType(type) ? t(vocabularyKey.objectType(type)) : type,
		auditAction: (action) => isAuditAction(action) ? t(vocabularyKey.auditAction(action)) : action,
		/** What the SPA's security monitor reported (domain/security/events). */
		securityEvent: (type) => has(SECURITY_EVENT_TYPES, type) ? t(vocabularyKey.securityEvent(type)) : type,
		/** Why an incident was raised, where the event says (`details.reason`). */
		securityEventReason: (reason) => has(SECURITY_EVENT_REASONS, reason) ? t(vocabularyKey.securityEventReason(reason)) : reason
	};
}
/** `vocabularyText` in the reader's language. */
function useVocabulary() {
	const { t } = useTranslation();
	return (0, import_react.useMemo)(() => vocabularyText(t), [t]);
}
export { useVocabulary as t };

//# sourceMappingURL=vocabularyText-BwJiDHc1.js.map