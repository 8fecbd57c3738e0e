import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldMessages, messages } from '../../../domain/common/messages';
import { unitMessages } from '../../../domain/units/messages';
import { NIVEAU_LIST_PATH } from './parameters/paths';
import { MOVE_REFUSALS, translateTreeMessage, treeMessageKey } from './treeMessages';
import en from '../../../locales/en/unitsTree.json';
import ar from '../../../locales/ar/unitsTree.json';
import fr from '../../../locales/fr/unitsTree.json';
import zh from '../../../locales/zh/unitsTree.json';
import catalogue from '../../../locales/en/catalogue.json';
import units from '../../../locales/en/units.json';
import validation from '../../../locales/en/validation.json';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: {
    en: { translation: { unitsTree: en, units, catalogue, validation } },
    ar: { translation: { unitsTree: ar } },
    fr: { translation: { unitsTree: fr } },
    zh: { translation: { unitsTree: zh } },
  },
});

describe('treeMessageKey', () => {
  it('names the parameters’ own messages and the counted refusals', () => {
    expect(treeMessageKey(unitMessages.niveauNotFound)).toEqual({ key: 'unitsTree.messages.niveauNotFound' });
    expect(treeMessageKey(unitMessages.codeTaken('status'))).toEqual({
      key: 'unitsTree.messages.codeTaken.status',
    });
    expect(treeMessageKey(unitMessages.parameterInUse('type', 3))).toEqual({
      key: 'unitsTree.messages.inUse.type',
      count: 3,
    });
    expect(treeMessageKey(unitMessages.parameterInUse('niveau', 1))).toEqual({
      key: 'unitsTree.messages.inUse.niveau',
      count: 1,
    });
  });

  it('leaves the rest of the area’s messages to the units’ translator', () => {
    expect(treeMessageKey(fieldMessages.referenceNotFound)).toBeUndefined();
    expect(treeMessageKey(unitMessages.notFound('service'))).toBeUndefined();
  });

  it('leaves other messages alone, even with a number in them', () => {
    expect(treeMessageKey('Something else 4 times.')).toBeUndefined();
    expect(treeMessageKey(NIVEAU_LIST_PATH)).toBeUndefined();
  });
});

describe('translateTreeMessage', () => {
  const t = i18n.getFixedT('en');

  it('says each in the reader’s words, with its count and plural', () => {
    expect(translateTreeMessage(t, 'en', unitMessages.parameterInUse('status', 1))).toBe(
      'This status is used by 1 unit: change it before deleting it.',
    );
    expect(translateTreeMessage(t, 'en', unitMessages.parameterInUse('status', 1234))).toBe(
      'This status is used by 1,234 units: change them before deleting it.',
    );
    expect(
      translateTreeMessage(i18n.getFixedT('ar'), 'ar', unitMessages.parameterInUse('niveau', 2)),
    ).toContain('وحدتان');
    expect(translateTreeMessage(t, 'en', messages.required)).toBe('This field is required.');
    // A move onto a parent gone meanwhile, a unit gone: the area's texts.
    expect(translateTreeMessage(t, 'en', fieldMessages.referenceNotFound)).toBe(
      catalogue.messages.referenceNotFound,
    );
    expect(translateTreeMessage(t, 'en', unitMessages.notFound('service'))).toBe(units.service.notFound);
    expect(translateTreeMessage(t, 'en', 'The server’s own words.')).toBe('The server’s own words.');
    expect(translateTreeMessage(t, 'en', undefined)).toBeUndefined();
  });
});

describe('a move’s refusals', () => {
  it('has a key for each the server may say, its English the same words', () => {
    expect(treeMessageKey(unitMessages.wrongParent('service', 'establishment'))).toEqual({
      key: 'unitsTree.messages.move.wrongParent.service',
    });
    expect(treeMessageKey(unitMessages.wrongParent('group', null))).toEqual({
      key: 'unitsTree.messages.move.noParent.group',
    });
    expect(treeMessageKey(unitMessages.parentRequired('establishment', 'company'))).toEqual({
      key: 'unitsTree.messages.move.parentRequired.establishment',
    });
    expect(treeMessageKey(unitMessages.moveUnderItself('company'))).toEqual({
      key: 'unitsTree.messages.move.underItself.company',
    });
    for (const [message] of MOVE_REFUSALS) {
      expect(translateTreeMessage(i18n.getFixedT('en'), 'en', message)).toBe(message);
    }
  });

  it.each(['fr', 'ar', 'zh'])('says each in %s', (language) => {
    for (const [message, key] of MOVE_REFUSALS) {
      const said = translateTreeMessage(i18n.getFixedT(language), language, message);
      expect(said, key).not.toBe(message);
      expect(said, key).toBeTruthy();
    }
  });
});
