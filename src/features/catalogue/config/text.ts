import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueMessages } from '../../../../domain/catalogue/messages';
import { translateValidation } from '../../../app/validationText';

/**
 * The catalogue's fixed messages (domain/catalogue/messages: the schemas in the browser and the
 * API speak them in English) → their keys under `catalogueConfig.messages`. Messages built from
 * values (a count of products in use) are shown as the server wrote them.
 */
const KEYS: Record<string, string> = {
  ...Object.fromEntries(
    (
      [
        'nameMin',
        'nameMax',
        'nameInvalid',
        'brandNameTaken',
        'categoryNameTaken',
        'codeMin',
        'codeMax',
        'codeFormat',
        'brandCodeTaken',
        'categoryCodeTaken',
        'codeTaken',
        'descriptionMax',
        'website',
        'endBeforeStart',
        'circularReference',
        'parentNotFound',
        'deepNesting',
        'metaTitleMax',
        'metaDescriptionMax',
        'fileType',
        'fileSize',
        'fileEmpty',
      ] as const
    ).map((key) => [catalogueMessages[key], key]),
  ),
  'A product type with this name already exists': 'typeNameTaken',
  'A product status with this name already exists': 'statusNameTaken',
};

/** The i18n key of a catalogue message, or undefined when it has none (exported for tests). */
export const catalogueMessageKey = (message: string): string | undefined =>
  KEYS[message] ? `catalogueConfig.messages.${KEYS[message]}` : undefined;

/** A message from a schema or the API in the reader's language (shared messages included). */
export function useCatalogueText() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const key = catalogueMessageKey(message);
      return key ? t(key) : translateValidation(t, message);
    },
    [t],
  );
}
