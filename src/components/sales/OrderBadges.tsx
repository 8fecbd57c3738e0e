import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, PaymentState } from '../../../domain/sales/orderStatus';

// Colours say where an order stands at a glance; the words say it for everyone.
const STATUS_PALETTE: Record<OrderStatus, string> = {
  pending: 'gray',
  payment_pending: 'yellow',
  payment_failed: 'red',
  confirmed: 'blue',
  processing: 'purple',
  shipped: 'cyan',
  delivered: 'green',
  on_hold: 'orange',
  cancelled: 'red',
  refunded: 'pink',
};

const PAYMENT_PALETTE: Record<PaymentState, string> = {
  pending: 'gray',
  paid: 'green',
  failed: 'red',
};

/** An order's status, in the reader's language. */
export function OrderStatusBadge({ status, testId }: { status: OrderStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" whiteSpace="nowrap" data-testid={testId}>
      {t(`orders.statuses.${status}`)}
    </Badge>
  );
}

/** An order's payment state, in the reader's language. */
export function PaymentBadge({ payment, testId }: { payment: PaymentState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PAYMENT_PALETTE[payment]} variant="outline" whiteSpace="nowrap" data-testid={testId}>
      {t(`orders.payments.${payment}`)}
    </Badge>
  );
}
