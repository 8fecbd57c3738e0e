import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../../domain/sales/orderStatus';

const PALETTE: Record<OrderStatus, string> = {
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

/** An order's status in words and colour. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="subtle" colorPalette={PALETTE[status]}>
      {t(`clients.orderStatuses.${status}`)}
    </Badge>
  );
}
