import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Nothing } from '../../components/data/Nothing';
import { orderDetailsPath } from '../../lib/recordPaths';
import { useAppAbility } from '../../lib/session/SessionProvider';

/** The order a unit went with: a link to it for those who may read orders, its number for others. */
export function OrderRef({ id, number }: { id: number | null; number: number | null }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  if (id === null || number === null) return <Nothing />;
  const label = t('tracking.units.orderNumbered', { number });
  if (!ability?.can('read', 'Order')) return <>{label}</>;
  return (
    <Link asChild color="primary.fg">
      <RouterLink to={orderDetailsPath(id)}>{label}</RouterLink>
    </Link>
  );
}
