import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ACTIONS, SUBJECTS } from '../../domain/access';
import { AREAS } from '../../domain/access/areas';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES } from '../../domain/security/audited';
import { SECURITY_EVENT_REASONS, SECURITY_EVENT_TYPES } from '../../domain/security/eventWords';
import { vocabularyKey, vocabularyText } from './vocabularyText';

const LANGUAGES = ['en', 'fr', 'ar', 'zh'] as const;
const vocabularyFile = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/vocabulary.json`, import.meta.url), 'utf8'));

/** The texts of one language as the app loads them (one tree, the file under its area's key). */
function i18nIn(language: string, files = Object.fromEntries(LANGUAGES.map((l) => [l, vocabularyFile(l)]))) {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    // No English fallback: a word missing in this language must show as missing.
    fallbackLng: false,
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: { vocabulary: files[l] } }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** Every word of the vocabulary, with its key. */
const WORDS: [kind: string, word: string, key: string][] = [
  ...SUBJECTS.map((s) => ['subject', s, vocabularyKey.subject(s)] as [string, string, string]),
  ...ACTIONS.map((a) => ['action', a, vocabularyKey.action(a)] as [string, string, string]),
  ...AREAS.map(
    (area) => ['application', area.code, vocabularyKey.application(area.code)] as [string, string, string],
  ),
  ...AUDIT_OBJECT_TYPES.map(
    (o) => ['audit object type', o, vocabularyKey.objectType(o)] as [string, string, string],
  ),
  ...AUDIT_ACTIONS.map((a) => ['audit action', a, vocabularyKey.auditAction(a)] as [string, string, string]),
  ...SECURITY_EVENT_TYPES.map(
    (e) => ['security event', e, vocabularyKey.securityEvent(e)] as [string, string, string],
  ),
  ...SECURITY_EVENT_REASONS.map(
    (r) => ['security event reason', r, vocabularyKey.securityEventReason(r)] as [string, string, string],
  ),
];

/** The words without a text in the language of `i18n`. */
const missingIn = (i18n: ReturnType<typeof i18nIn>) =>
  WORDS.filter(([, , key]) => {
    const text = i18n.t(key, { defaultValue: '' });
    return !i18n.exists(key) || typeof text !== 'string' || !text.trim();
  }).map(([kind, word]) => `${kind} ${word}`);

describe('the vocabulary’s texts', () => {
  it.each(LANGUAGES)(
    '%s has a text for every subject, action, application, audit object type and action',
    (language) => {
      expect(missingIn(i18nIn(language))).toEqual([]);
    },
  );

  it('a word without its text fails that check (a new subject added to an area, say)', () => {
    const files = Object.fromEntries(LANGUAGES.map((l) => [l, vocabularyFile(l)]));
    delete files.ar.subjects.Product;
    delete files.ar.auditActions.product.image;
    expect(missingIn(i18nIn('ar', files))).toEqual([
      'subject Product',
      'audit action product.image.add',
      'audit action product.image.delete',
      'audit action product.image.reorder',
    ]);
  });

  it('shows the matrix’s operations, modules and applications in the reader’s language', () => {
    const ar = vocabularyText(i18nIn('ar').t);
    expect(ar.operation({ code: 'create', name: 'Create' })).toBe('إنشاء');
    expect(ar.module({ code: 'TrackedProduct', name: 'TrackedProduct' })).toBe('المنتج المتتبَّع');
    expect(ar.application({ code: 'platform', name: 'Platform' })).toBe('المنصة');
    const fr = vocabularyText(i18nIn('fr').t);
    expect(fr.module({ code: 'AdminPanel', name: 'AdminPanel' })).toBe("Panneau d'administration");
    expect(fr.subject('security')).toBe('Sécurité');
  });

  it('shows a custom catalogue entry by its stored name', () => {
    const fr = vocabularyText(i18nIn('fr').t);
    expect(fr.operation({ code: 'archive', name: 'Archive records' })).toBe('Archive records');
    expect(fr.module({ code: 'Warehouse', name: 'Warehouses' })).toBe('Warehouses');
    expect(fr.application({ code: 'custom', name: 'Back office' })).toBe('Back office');
  });

  it('shows audit actions and object types in the reader’s language, unknown ones as stored', () => {
    const zh = vocabularyText(i18nIn('zh').t);
    expect(zh.auditAction('product.image.add')).toBe('添加产品图片');
    expect(zh.auditAction('brand.logo')).toBe('更换品牌标志');
    expect(zh.objectType('ProductReview')).toBe('产品评价');
    expect(zh.auditAction('product.renamed_long_ago')).toBe('product.renamed_long_ago');
    // A prefix of registered actions is not a word of its own.
    expect(zh.auditAction('product')).toBe('product');
    expect(zh.objectType('Warehouse')).toBe('Warehouse');
  });
});
