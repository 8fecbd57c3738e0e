import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BatchStatus } from '../../../domain/tracking/batch';
import type { UnitStatus } from '../../../domain/tracking/unitStatus';

const UNIT_PALETTE: Record<UnitStatus, string> = {
  in_stock: 'green',
  reserved: 'blue',
  sold: 'purple',
  returned: 'orange',
  scrapped: 'gray',
};

/** A unit's status, named and coloured. */
export function UnitStatusBadge({ status }: { status: UnitStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={UNIT_PALETTE[status]} variant="subtle" data-testid="unit-status">
      {t(`tracking.statuses.${status}`)}
    </Badge>
  );
}

const BATCH_PALETTE: Record<BatchStatus, string> = {
  active: 'green',
  quarantined: 'orange',
  recalled: 'red',
  closed: 'gray',
};

/** A batch's status, named and coloured. */
export function BatchStatusBadge({ status }: { status: BatchStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={BATCH_PALETTE[status]} variant="subtle" data-testid="batch-status">
      {t(`tracking.batchStatuses.${status}`)}
    </Badge>
  );
}
