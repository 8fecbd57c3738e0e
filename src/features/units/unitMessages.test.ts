import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldMessages, messages } from '../../../domain/common/messages';
import { UNIT_KINDS } from '../../../domain/units/kinds';
import { unitMessages as m } from '../../../domain/units/messages';
import { translateUnitMessage, unitMessageKey } from './unitMessages';

const LANGUAGES = ['en', 'fr', 'ar', 'zh'] as const;
const file = (language: string, area: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../locales/${language}/${area}.json`, import.meta.url), 'utf8'),
  ) as object;

/** `translateUnitMessage` in `language`, with the units' and the catalogue's texts of the four languages. */
function translator(language: string) {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: Object.fromEntries(
      LANGUAGES.map((l) => [
        l,
        {
          translation: {
            units: file(l, 'units'),
            catalogue: file(l, 'catalogue'),
            validation: file(l, 'validation'),
          },
        },
      ]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (message: string) => translateUnitMessage(i18n.t, language, message);
}

describe('unitMessageKey', () => {
  it("knows each kind's not-found and code-taken message", () => {
    for (const kind of UNIT_KINDS) {
      expect(unitMessageKey(m.notFound(kind))).toEqual({ key: `units.${kind}.notFound` });
      expect(unitMessageKey(m.codeTaken(kind))).toEqual({ key: `units.messages.codeTaken.${kind}` });
    }
  });

  it('reads the count of a 409, whatever its size, and which children it names', () => {
    expect(unitMessageKey(m.hasChildren('company', 1, 'establishment'))).toEqual({
      key: 'units.messages.hasChildren.establishment',
      count: 1,
    });
    expect(unitMessageKey(m.hasChildren('establishment', 12345, 'workplace'))).toEqual({
      key: 'units.messages.hasChildren.workplace',
      count: 12345,
    });
    expect(unitMessageKey(m.hasEmployees('workplace', 3))).toEqual({
      key: 'units.messages.hasEmployees.workplace',
      count: 3,
    });
    expect(unitMessageKey(m.hasMembers(2))).toEqual({ key: 'units.messages.hasMembers', count: 2 });
  });

  it("names the shared field rules' texts", () => {
    expect(unitMessageKey(fieldMessages.codeFormat)).toEqual({ key: 'catalogue.messages.codeFormat' });
  });

  it('leaves anything else to the validation texts', () => {
    expect(unitMessageKey(messages.required)).toBeUndefined();
    expect(unitMessageKey('This company still has 2 planets: move or delete them first.')).toBeUndefined();
  });
});

describe('translateUnitMessage', () => {
  it.each(LANGUAGES)('says every message of the area in %s, with its count', (language) => {
    const say = translator(language);
    const english = translator('en');
    const messages = [
      ...UNIT_KINDS.flatMap((kind) => [m.notFound(kind), m.codeTaken(kind)]),
      m.hasChildren('group', 2, 'company'),
      m.hasChildren('service', 1, 'team'),
      m.hasEmployees('team', 4),
      m.hasMembers(7),
      m.whoBoth,
      m.placeRequired,
    ];
    for (const message of messages) {
      const said = say(message);
      expect(said, message).toBeTruthy();
      // A text of its own (never the key), in the reader's language.
      expect(said, message).not.toMatch(/^units\./);
      if (language !== 'en') expect(said, message).not.toBe(english(message));
    }
    expect(say(m.hasMembers(7))).toContain(new Intl.NumberFormat(language).format(7));
  });

  it('says the English of the spec in English', () => {
    const say = translator('en');
    expect(say(m.notFound('company'))).toBe('Company not found.');
    expect(say(m.hasChildren('company', 2, 'establishment'))).toBe(
      'This company still has 2 establishments: move or delete them first.',
    );
    expect(say(m.hasChildren('company', 1, 'establishment'))).toBe(
      'This company still has 1 establishment: move or delete it first.',
    );
  });

  it('says the shared field rules through their own texts', () => {
    expect(translator('fr')(fieldMessages.codeFormat)).not.toBe(fieldMessages.codeFormat);
    expect(translator('fr')(messages.required)).not.toBe(messages.required);
    expect(translator('en')('A message of its own')).toBe('A message of its own');
  });
});
