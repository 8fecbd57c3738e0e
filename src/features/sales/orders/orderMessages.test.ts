import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../../../../domain/catalogue/messages';
import { messages } from '../../../../domain/common/messages';
import { orderMessages } from '../../../../domain/sales/order';
import { testI18n } from '../../../components/data/test-support';
import { refusalText, translateOrderMessage } from './orderMessages';

const t = testI18n().t;

describe('order messages', () => {
  it('reads the sale rule’s refusals of a line and the order’s own rules in the reader’s words', () => {
    expect(translateOrderMessage(t, catalogueMessages.outOfStock)).toBe('Out of Stock.');
    expect(translateOrderMessage(t, catalogueMessages.notForSale)).toBe('Product Not Available for Sale');
    expect(translateOrderMessage(t, orderMessages.cardNumber)).toBe('Enter a valid card number.');
    expect(translateOrderMessage(t, messages.required)).toBe('This field is required.');
    expect(translateOrderMessage(t, 'Something of its own.')).toBe('Something of its own.');
  });

  it('says a refused event with the order’s status and the event, as the screen names them', () => {
    const refusal = {
      detail: orderMessages.refusedEvent('delivered', 'CANCEL'),
      status: 'delivered',
      event: 'CANCEL',
    };
    expect(refusalText(t, refusal)).toBe('An order in status Delivered cannot take “Cancel order”.');
  });

  it('gives any other refusal’s reason, and invites a retry only when one can help', () => {
    expect(refusalText(t, { detail: "You don't have permission to update Order" })).toBe(
      "You don't have permission to update Order",
    );
    expect(refusalText(t, new TypeError('Failed to fetch'))).toBe(t('data.form.saveFailed'));
  });
});
