import type { TFunction } from 'i18next';
import type { CardBrand } from '../../../../domain/sales/card';

/** The card networks' own names, written alike in every language. */
const NETWORK_NAMES: Record<Exclude<CardBrand, 'other'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card's network by its name, or "Card" in the reader's language for one of no known network. */
export const cardBrandName = (t: TFunction, brand: CardBrand) =>
  brand === 'other' ? t('orders.dialog.otherCard') : NETWORK_NAMES[brand];
