import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueMessages as m } from '../../../domain/catalogue/messages';
import { catalogueMessageKey } from './catalogueMessages';

const texts = (language: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../../../locales/${language}/catalogue.json`, import.meta.url), 'utf8'),
    ) as { messages: Record<string, string> }
  ).messages;
const name = (message: string) => catalogueMessageKey(message)?.key.replace('catalogue.messages.', '');

/**
 * Catalogue messages the screens show under their own area's keys (a notice, a delete dialog's
 * failure, a list's error) or not at all: they read as written when they come through here.
 */
const SHOWN_ELSEWHERE = ['deleteLaunch', 'launchDeleted', 'loadAnalytics', 'loadProductTypes'];

/** Catalogue messages from the schemas and the API beyond catalogueMessages, with their names. */
const OTHER_MESSAGES = [
  ['A product type with this name already exists', 'typeNameTaken'],
  ['A product status with this name already exists', 'statusNameTaken'],
  ['Each person once.', 'teamOnce'],
  ['A commission is from 0 to 100 %.', 'commissionRange'],
  ['At most two decimal places.', 'twoDecimals'],
  ['A rating is from 1 to 5.', 'ratingRange'],
  ['Invalid input: expected int, received number', 'wholeNumber'],
  ['Invalid input: expected number, received NaN', 'number'],
  ['Too small: expected number to be >=1', 'min'],
  ['Too big: expected number to be <=1', 'max'],
] as const;

describe('catalogueMessageKey', () => {
  it('names each fixed catalogue message after its entry in catalogueMessages', () => {
    expect(catalogueMessageKey(m.brandNameTaken)).toEqual({ key: 'catalogue.messages.brandNameTaken' });
    expect(catalogueMessageKey(m.codeFormat)).toEqual({ key: 'catalogue.messages.codeFormat' });
    expect(catalogueMessageKey(m.requiredFields)).toEqual({ key: 'catalogue.messages.requiredFields' });
    expect(catalogueMessageKey(m.notForSale)).toEqual({ key: 'catalogue.messages.notForSale' });
    expect(catalogueMessageKey(m.referenceNotFound)).toEqual({ key: 'catalogue.messages.referenceNotFound' });
  });

  it('knows the schemas’ and the API’s other catalogue messages', () => {
    for (const [message, expected] of OTHER_MESSAGES) expect(name(message), message).toBe(expected);
  });

  it('reads the limit out of zod’s number messages', () => {
    expect(catalogueMessageKey('Too small: expected number to be >=1')).toEqual({
      key: 'catalogue.messages.min',
      values: { min: 1 },
    });
    expect(catalogueMessageKey('Too big: expected number to be <=1000000')).toEqual({
      key: 'catalogue.messages.max',
      values: { max: 1000000 },
    });
  });

  it('leaves messages built from values, the shared ones and any other alone', () => {
    expect(catalogueMessageKey(m.inUse('brand', 2))).toBeUndefined();
    expect(catalogueMessageKey(m.hasChildren(3))).toBeUndefined();
    expect(catalogueMessageKey('This field is required.')).toBeUndefined();
    expect(catalogueMessageKey('anything')).toBeUndefined();
  });
});

describe('catalogue.messages (locales/*/catalogue.json)', () => {
  const english = texts('en');

  it('has a text for every fixed catalogue message the screens translate', () => {
    const fixed = Object.entries(m).flatMap(([key, message]) => (typeof message === 'string' ? [key] : []));
    const missing = fixed.filter((key) => english[name(m[key as keyof typeof m] as string)!] === undefined);
    expect(missing.sort()).toEqual([...SHOWN_ELSEWHERE].sort());
  });

  it('holds only texts of messages the translator knows, in the four languages', () => {
    const known = [...Object.values(m), ...OTHER_MESSAGES.map(([message]) => message)].flatMap((message) =>
      typeof message === 'string' ? [name(message)] : [],
    );
    expect(Object.keys(english).filter((key) => !known.includes(key))).toEqual([]);
    for (const language of ['fr', 'ar', 'zh'])
      expect(Object.keys(texts(language))).toEqual(Object.keys(english));
  });
});
