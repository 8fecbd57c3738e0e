import { Badge } from '@chakra-ui/react';
import { Building2, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ClientKind, ClientStatus, SellerLevel } from '../../../../domain/sales/kinds';

const STATUS_PALETTE: Record<ClientStatus, string> = {
  prospect: 'blue',
  active: 'green',
  inactive: 'gray',
  blocked: 'red',
};

/** A client's status, in words as well as colour. */
export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="subtle" colorPalette={STATUS_PALETTE[status]} data-testid="client-status">
      {t(`clients.statuses.${status}`)}
    </Badge>
  );
}

/** A person or a company, with its icon. */
export function ClientKindBadge({ kind }: { kind: ClientKind }) {
  const { t } = useTranslation();
  const Icon = kind === 'company' ? Building2 : User;
  return (
    <Badge variant="outline" gap="1">
      <Icon size={12} aria-hidden />
      {t(`clients.kinds.${kind}`)}
    </Badge>
  );
}

/** A seller's level. */
export function SellerLevelBadge({ level }: { level: SellerLevel }) {
  const { t } = useTranslation();
  return (
    <Badge variant="subtle" colorPalette="primary" data-testid="seller-level">
      {t(`sellers.levels.${level}`)}
    </Badge>
  );
}
