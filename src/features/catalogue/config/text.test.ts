import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../../../../domain/catalogue/messages';
import { catalogueMessageKey } from './text';

describe('catalogueMessageKey', () => {
  it('maps the fixed catalogue messages to their keys', () => {
    expect(catalogueMessageKey(catalogueMessages.brandNameTaken)).toBe(
      'catalogueConfig.messages.brandNameTaken',
    );
    expect(catalogueMessageKey(catalogueMessages.circularReference)).toBe(
      'catalogueConfig.messages.circularReference',
    );
    expect(catalogueMessageKey('A product type with this name already exists')).toBe(
      'catalogueConfig.messages.typeNameTaken',
    );
  });

  it('leaves other messages alone', () => {
    expect(catalogueMessageKey(catalogueMessages.inUse('brand', 2))).toBeUndefined();
    expect(catalogueMessageKey('anything')).toBeUndefined();
  });
});
