import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../domain/common/messages';
import { unitMessages } from '../../../domain/units/messages';
import { translateOwnedMessage } from './ownedMessages';

const LANGUAGES = ['en', 'fr', 'ar', 'zh'] as const;
const file = (language: string, area: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../locales/${language}/${area}.json`, import.meta.url), 'utf8'),
  ) as object;

/** `translateOwnedMessage` in `language`, with the owned rows' and validation texts of the four languages. */
function translator(language: string) {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: Object.fromEntries(
      LANGUAGES.map((l) => [
        l,
        { translation: { owned: file(l, 'owned'), validation: file(l, 'validation') } },
      ]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (message: string) => translateOwnedMessage(i18n.t, message);
}

describe('translateOwnedMessage', () => {
  const refusals = (['address', 'contact'] as const).flatMap((what) => [
    unitMessages.mainKept(what),
    unitMessages.mainTaken(what),
  ]);

  it.each(LANGUAGES)('says the main flag’s refusals in %s', (language) => {
    for (const message of refusals) {
      const said = translator(language)(message);
      expect(said, message).not.toMatch(/^owned\./);
      if (language === 'en') expect(said).toBe(message);
      else expect(said).not.toBe(message);
    }
  });

  it('says the validation texts through their own keys, and anything else as written', () => {
    expect(translator('fr')(messages.required)).not.toBe(messages.required);
    expect(translator('ar')('A message of its own')).toBe('A message of its own');
  });
});
