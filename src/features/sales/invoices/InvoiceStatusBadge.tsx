import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '../../../../domain/sales/kinds';

const PALETTE: Record<InvoiceStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  paid: 'green',
  overdue: 'orange',
  void: 'red',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" data-testid="invoice-status">
      {t(`invoices.status.${status}`)}
    </Badge>
  );
}
