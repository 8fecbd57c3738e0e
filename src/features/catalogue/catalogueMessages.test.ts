import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogueMessages as m, IN_USE_SUBJECTS } from '../../../domain/catalogue/messages';
import { fieldMessages } from '../../../domain/common/messages';
import { catalogueMessageKey, translateCatalogueMessage } from './catalogueMessages';

const catalogueFile = (language: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../locales/${language}/catalogue.json`, import.meta.url), 'utf8'),
  ) as { messages: Record<string, string>; subjects: Record<string, string> };
const texts = (language: string) => catalogueFile(language).messages;
/** i18next's plural forms of a key (`inUse_one`, …): the name of their message is the key's. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** `translateCatalogueMessage` in `language`, with the catalogue's texts of the four languages. */
function translator(language: string) {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: Object.fromEntries(
      ['en', 'fr', 'ar', 'zh'].map((l) => [l, { translation: { catalogue: catalogueFile(l) } }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (message: string) => translateCatalogueMessage(i18n.t, language, message);
}
const name = (message: string) => catalogueMessageKey(message)?.key.replace('catalogue.messages.', '');

/**
 * Catalogue messages the screens show under their own area's keys (a notice, a delete dialog's
 * failure, a list's error) or not at all: they read as written when they come through here.
 */
const SHOWN_ELSEWHERE = ['deleteLaunch', 'launchDeleted', 'loadAnalytics', 'loadProductTypes'];

/** The shared field rules' messages and the catalogue's own, translated under `catalogue.messages`. */
const TRANSLATED = { ...fieldMessages, ...m };

/** Catalogue messages from the schemas and the API beyond catalogueMessages, with their names. */
const OTHER_MESSAGES = [
  ['A product type with this name already exists', 'typeNameTaken'],
  ['A product status with this name already exists', 'statusNameTaken'],
  ['Each person once.', 'teamOnce'],
  ['A commission is from 0 to 100 %.', 'commissionRange'],
  ['At most two decimal places.', 'twoDecimals'],
  ['A rating is from 1 to 5.', 'ratingRange'],
  ['Enter a whole number.', 'wholeNumber'],
  ['Enter a number.', 'number'],
  ['Ensure this value is greater than or equal to 1.', 'min'],
  ['Ensure this value is less than or equal to 1.', 'max'],
] as const;

describe('catalogueMessageKey', () => {
  it('names each fixed catalogue message after its entry in catalogueMessages', () => {
    expect(catalogueMessageKey(m.brandNameTaken)).toEqual({ key: 'catalogue.messages.brandNameTaken' });
    expect(catalogueMessageKey(fieldMessages.codeFormat)).toEqual({ key: 'catalogue.messages.codeFormat' });
    expect(catalogueMessageKey(m.requiredFields)).toEqual({ key: 'catalogue.messages.requiredFields' });
    expect(catalogueMessageKey(m.notForSale)).toEqual({ key: 'catalogue.messages.notForSale' });
    expect(catalogueMessageKey(fieldMessages.referenceNotFound)).toEqual({
      key: 'catalogue.messages.referenceNotFound',
    });
  });

  it('knows the schemas’ and the API’s other catalogue messages', () => {
    for (const [message, expected] of OTHER_MESSAGES) expect(name(message), message).toBe(expected);
  });

  it('reads the limit out of zod’s number messages', () => {
    expect(catalogueMessageKey('Ensure this value is greater than or equal to 1.')).toEqual({
      key: 'catalogue.messages.min',
      values: { min: 1 },
    });
    expect(catalogueMessageKey('Ensure this value is less than or equal to 1000000.')).toEqual({
      key: 'catalogue.messages.max',
      values: { max: 1000000 },
    });
  });

  it('leaves the shared messages and any other alone', () => {
    expect(catalogueMessageKey('This field is required.')).toBeUndefined();
    expect(catalogueMessageKey('anything')).toBeUndefined();
  });
});

describe('catalogueMessageKey: messages built from values (inUse, hasChildren)', () => {
  it('reads the count and the row named out of inUse, for each row the API names', () => {
    expect(catalogueMessageKey(m.inUse('brand', 2))).toEqual({
      key: 'catalogue.messages.inUse',
      count: 2,
      what: 'brand',
    });
    expect(catalogueMessageKey(m.inUse('category', 1))).toEqual({
      key: 'catalogue.messages.inUse',
      count: 1,
      what: 'category',
    });
    expect(catalogueMessageKey(m.inUse('product type', 0))?.what).toBe('productType');
    expect(catalogueMessageKey(m.inUse('product status', 1234567))).toEqual({
      key: 'catalogue.messages.inUse',
      count: 1234567,
      what: 'productStatus',
    });
  });

  it('reads the count out of hasChildren, one or more', () => {
    expect(catalogueMessageKey(m.hasChildren(1))).toEqual({
      key: 'catalogue.messages.hasChildren',
      count: 1,
    });
    expect(catalogueMessageKey(m.hasChildren(12))).toEqual({
      key: 'catalogue.messages.hasChildren',
      count: 12,
    });
  });

  it('recognises only what the domain’s functions write', () => {
    // A row the translator has no name for, a plural that does not fit the count, another text.
    expect(catalogueMessageKey(m.inUse('launch', 2))).toBeUndefined();
    expect(catalogueMessageKey(m.inUse('constructor', 2))).toBeUndefined();
    expect(catalogueMessageKey(m.inUse('brand', 2).replace('products', 'product'))).toBeUndefined();
    expect(catalogueMessageKey(m.hasChildren(2).replace('2', 'two'))).toBeUndefined();
    expect(catalogueMessageKey(`${m.hasChildren(2)} `)).toBeUndefined();
  });
});

describe('translateCatalogueMessage: counts and rows in the reader’s language', () => {
  it('English follows the count (one / other)', () => {
    const en = translator('en');
    expect(en(m.inUse('brand', 1))).toBe('This brand is used by 1 product: change it before deleting it.');
    expect(en(m.inUse('product type', 1234))).toBe(
      'This product type is used by 1,234 products: change them before deleting it.',
    );
    expect(en(m.hasChildren(3))).toBe('This category has 3 sub-categories: move or delete them first.');
  });

  it('French names the row in French, with its plural and its way of writing numbers', () => {
    const fr = translator('fr');
    expect(fr(m.inUse('brand', 1))).toBe(
      '1 produit utilise cette marque : modifiez-le avant toute suppression.',
    );
    expect(fr(m.inUse('product status', 1500))).toBe(
      `1\u202f500 produits utilisent ce statut de produit : modifiez-les avant toute suppression.`,
    );
    expect(fr(m.hasChildren(1))).toBe(
      "Cette catégorie a 1 sous-catégorie : déplacez-la ou supprimez-la d'abord.",
    );
  });

  it('Arabic has a form for one, two, a few, many and other counts', () => {
    const ar = translator('ar');
    const number = new Intl.NumberFormat('ar');
    const inUse = catalogueFile('ar').messages;
    const brand = catalogueFile('ar').subjects.brand!;
    const expected = (form: string, n: number) =>
      inUse[`inUse_${form}`]!.replace('{{what}}', brand).replace('{{n}}', number.format(n));
    expect(ar(m.inUse('brand', 1))).toBe(expected('one', 1));
    expect(ar(m.inUse('brand', 2))).toBe(expected('two', 2));
    expect(ar(m.inUse('brand', 5))).toBe(expected('few', 5));
    expect(ar(m.inUse('brand', 11))).toBe(expected('many', 11));
    expect(ar(m.inUse('brand', 100))).toBe(expected('other', 100));
    expect(new Set([1, 2, 5, 11, 100].map((n) => ar(m.inUse('brand', n)))).size).toBe(5);
    expect(ar(m.hasChildren(2))).toContain('فئتان فرعيتان');
  });

  it('Chinese, and a row the translator has no name for (read as written)', () => {
    expect(translator('zh')(m.inUse('category', 4))).toBe(
      '此类别正被 4 个产品使用：请先修改这些产品再删除。',
    );
    expect(translator('fr')(m.inUse('launch', 4))).toBe(m.inUse('launch', 4));
  });
});

describe('catalogue.messages (locales/*/catalogue.json)', () => {
  const english = texts('en');

  it('has a text for every fixed catalogue message the screens translate', () => {
    const fixed = Object.entries(TRANSLATED).flatMap(([key, message]) =>
      typeof message === 'string' ? [key] : [],
    );
    const missing = fixed.filter(
      (key) => english[name(TRANSLATED[key as keyof typeof TRANSLATED] as string)!] === undefined,
    );
    expect(missing.sort()).toEqual([...SHOWN_ELSEWHERE].sort());
  });

  it('has the plural forms of each message built from values, and a name for each row', () => {
    const forms = ['zero', 'one', 'two', 'few', 'many', 'other'];
    for (const template of ['inUse', 'hasChildren'])
      for (const form of ['', ...forms.map((f) => `_${f}`)])
        expect(english[`${template}${form}`], `${template}${form}`).toBeDefined();
    for (const language of ['en', 'fr', 'ar', 'zh'])
      expect(Object.keys(catalogueFile(language).subjects).sort()).toEqual(
        Object.keys(IN_USE_SUBJECTS).sort(),
      );
  });

  it('holds only texts of messages the translator knows, in the four languages', () => {
    const known = [
      ...Object.values(TRANSLATED).flatMap((message) => (typeof message === 'string' ? [name(message)] : [])),
      ...OTHER_MESSAGES.map(([message]) => name(message)),
      name(m.inUse('brand', 2)),
      name(m.hasChildren(2)),
    ];
    expect(Object.keys(english).filter((key) => !known.includes(key.replace(PLURAL, '')))).toEqual([]);
    for (const language of ['fr', 'ar', 'zh'])
      expect(Object.keys(texts(language))).toEqual(Object.keys(english));
  });
});
