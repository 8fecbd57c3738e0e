import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EnvironmentStatus } from '../../../../domain/sales/kinds';

const PALETTE: Record<EnvironmentStatus, string> = {
  active: 'green',
  maintenance: 'orange',
  retired: 'gray',
};

export function EnvironmentStatusBadge({ status }: { status: EnvironmentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {t(`environments.statuses.${status}`)}
    </Badge>
  );
}
