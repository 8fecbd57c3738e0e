import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ACTIONS, SUBJECTS } from '../../domain/access';
import { AREAS } from '../../domain/access/areas';
import { isAuditAction, isAuditObjectType } from '../../domain/security/audited';
import {
  SECURITY_EVENT_REASONS,
  SECURITY_EVENT_TYPES,
  SIGN_IN_FAILED,
} from '../../domain/security/eventWords';

// The words access rules and the audit log are written in (domain/access, domain/security/audited)
// as the screens show them, from locales/<language>/vocabulary.json. A word this build does not
// know (a custom module, an action from before a rename) is shown as stored.

const has = (list: readonly string[], word: string) => list.includes(word);
const APPLICATIONS = AREAS.map((area) => area.code);

/** The key of each kind of word: vocabulary.test.ts checks every word has one in every language. */
export const vocabularyKey = {
  subject: (subject: string) => `vocabulary.subjects.${subject}`,
  action: (action: string) => `vocabulary.actions.${action}`,
  application: (code: string) => `vocabulary.applications.${code}`,
  objectType: (type: string) => `vocabulary.objectTypes.${type}`,
  /** Audit actions are dotted (`product.image.add`): their texts nest the same way. */
  auditAction: (action: string) => `vocabulary.auditActions.${action}`,
  securityEvent: (type: string) => `vocabulary.securityEvents.${type}`,
  securityEventReason: (reason: string) => `vocabulary.securityEventReasons.${reason}`,
};

/** A catalogue entry (application, module, operation): seeded ones have a code of the vocabulary. */
type Named = { code: string; name: string };

export function vocabularyText(t: TFunction) {
  return {
    subject: (subject: string) => (has(SUBJECTS, subject) ? t(vocabularyKey.subject(subject)) : subject),
    action: (action: string) => (has(ACTIONS, action) ? t(vocabularyKey.action(action)) : action),
    /** A security application: its area's name, or the stored name of a custom one. */
    application: ({ code, name }: Named) =>
      has(APPLICATIONS, code) ? t(vocabularyKey.application(code)) : name,
    /** A module grants rights on the subject of its code. */
    module: ({ code, name }: Named) => (has(SUBJECTS, code) ? t(vocabularyKey.subject(code)) : name),
    /** An operation is the action of its code. */
    operation: ({ code, name }: Named) => (has(ACTIONS, code) ? t(vocabularyKey.action(code)) : name),
    objectType: (type: string) => (isAuditObjectType(type) ? t(vocabularyKey.objectType(type)) : type),
    auditAction: (action: string) => (isAuditAction(action) ? t(vocabularyKey.auditAction(action)) : action),
    /** What the SPA's security monitor reported, or the server recorded (domain/security/eventWords). */
    securityEvent: (type: string) =>
      has([...SECURITY_EVENT_TYPES, SIGN_IN_FAILED], type) ? t(vocabularyKey.securityEvent(type)) : type,
    /** Why an incident was raised, where the event says (`details.reason`). */
    securityEventReason: (reason: string) =>
      has(SECURITY_EVENT_REASONS, reason) ? t(vocabularyKey.securityEventReason(reason)) : reason,
  };
}
export type VocabularyText = ReturnType<typeof vocabularyText>;

/** `vocabularyText` in the reader's language. */
export function useVocabulary(): VocabularyText {
  const { t } = useTranslation();
  return useMemo(() => vocabularyText(t), [t]);
}
