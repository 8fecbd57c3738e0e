import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueMessages as m } from '../../../../domain/catalogue/messages';
import type { Priority } from '../../../../domain/catalogue/product';
import { translateValidation } from '../../../app/validationText';

/** The catalogue's English messages (domain/catalogue/messages) the product screens show, by key. */
const MESSAGE_KEYS: Record<string, string> = {
  [m.requiredFields]: 'products.messages.requiredFields',
  [m.saveProduct]: 'products.messages.saveProduct',
  [m.loadProduct]: 'products.messages.loadProduct',
  [m.loadReferenceData]: 'products.messages.loadReferenceData',
  [m.updateProductError]: 'products.messages.updateProductError',
  [m.updatingProduct]: 'products.messages.updatingProduct',
  [m.deleteImageServer]: 'products.messages.deleteImageServer',
  [m.deleteImage]: 'products.messages.deleteImage',
  [m.createLaunch]: 'products.messages.createLaunch',
  [m.productAndLaunchCreated]: 'products.messages.productAndLaunchCreated',
  [m.productCreated]: 'products.messages.productCreated',
  [m.saveBeforeLaunch]: 'products.messages.saveBeforeLaunch',
  [m.saveBeforeImages]: 'products.messages.saveBeforeImages',
  [m.saveBeforeFinish]: 'products.messages.saveBeforeFinish',
  [m.uploadImage]: 'products.messages.uploadImage',
  [m.reorderImages]: 'products.messages.reorderImages',
  [m.unsavedChanges]: 'products.messages.unsavedChanges',
  [m.cannotBeUndone]: 'products.messages.cannotBeUndone',
  [m.notForSale]: 'products.sale.notForSale',
  [m.outOfStock]: 'products.sale.outOfStock',
  [m.fileType]: 'products.messages.fileType',
  [m.fileSize]: 'products.messages.fileSize',
  [m.fileEmpty]: 'products.messages.fileEmpty',
  [m.positive]: 'products.messages.positive',
  [m.notNegative]: 'products.messages.notNegative',
  [m.endBeforeStart]: 'products.messages.endBeforeStart',
  [m.launchNotAllowed]: 'products.messages.launchNotAllowed',
  [m.codeTaken]: 'products.messages.codeTaken',
  [m.codeFormat]: 'products.messages.codeFormat',
  [m.codeMin]: 'products.messages.codeMin',
  [m.codeMax]: 'products.messages.codeMax',
};

/**
 * A message of the catalogue or of the shared validation in the reader's language; any other
 * text (a server message of its own) as it is.
 */
export function useProductText() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | null | undefined): string | undefined => {
      if (!message) return undefined;
      const key = MESSAGE_KEYS[message];
      return key ? t(key) : translateValidation(t, message);
    },
    [t],
  );
}

/** Numbers, money, dates and priorities in the reader's language. */
export function useProductFormat() {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const number = new Intl.NumberFormat(i18n.language);
    const money = new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      number: (n: number) => number.format(n),
      money: (n: number | null | undefined) => (n === null || n === undefined ? '—' : money.format(n)),
      percent: (n: number | null | undefined) =>
        n === null || n === undefined ? '—' : t('products.format.percent', { value: money.format(n) }),
      /** A calendar date (YYYY-MM-DD), the same day wherever the reader is. */
      day: (d: string | null | undefined) => (d ? date.format(new Date(`${d.slice(0, 10)}T00:00:00Z`)) : '—'),
      dateTime: (d: string) => dateTime.format(new Date(d)),
      priority: (p: Priority) => t(`products.priority.${p}`),
      bytes: (n: number) =>
        n >= 1024 * 1024
          ? t('products.format.megabytes', { value: money.format(n / 1024 / 1024) })
          : t('products.format.kilobytes', { value: number.format(Math.max(1, Math.round(n / 1024))) }),
    };
  }, [t, i18n.language]);
}
