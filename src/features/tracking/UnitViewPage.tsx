import { useState } from 'react';
import { Button, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { trackingMessages } from '../../../domain/tracking/messages';
import type { TrackedProduct } from '../../../domain/tracking/trackedProduct';
import type { UnitEventType } from '../../../domain/tracking/unitStatus';
import { Nothing } from '../../components/data/Nothing';
import { DetailPage, useRouteId } from '../../components/resource/DetailPage';
import { canOnResource } from '../../components/resource/resourceAbility';
import { useApi } from '../../lib/ApiProvider';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { UnitStatusBadge } from './badges';
import { OrderRef } from './OrderRef';
import { FieldCard } from '../../components/resource/RecordView';
import { batchViewPath, UNIT_LIST_PATH } from './paths';
import { trackedProductResource } from './trackedProductResource';
import { UnitEventDialog } from './UnitEventDialog';
import { UnitTimeline } from './UnitTimeline';

/** /apps/tracking/product/view/:id (read on TrackedProduct): a unit, its batch, the events it takes now, and its history. */
export function UnitViewPage() {
  const id = useRouteId();
  const query = useApi().useQuery(
    'get',
    '/api/tracked-products/{id}/',
    { params: { path: { id: id ?? 0 } } },
    { enabled: id !== null },
  );
  return (
    <DetailPage
      texts="tracking.units.view"
      notFoundDetail={trackingMessages.unitNotFound}
      backTo={UNIT_LIST_PATH}
      id={id}
      query={query}
    >
      {(unit) => <UnitDetail unit={unit} />}
    </DetailPage>
  );
}

function UnitDetail({ unit }: { unit: TrackedProduct }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const [event, setEvent] = useState<UnitEventType | null>(null);
  const canUpdate = canOnResource(ability, trackedProductResource, 'update', unit);
  return (
    <Stack gap="5" maxW="5xl">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {t('tracking.units.kind', { product: unit.product_name })}
          </Text>
          <HStack gap="3">
            <Heading as="h1" size="2xl" dir="ltr" fontFamily="mono">
              {unit.serial_number ?? t('tracking.units.noSerial', { id: unit.id })}
            </Heading>
            <UnitStatusBadge status={unit.status} />
          </HStack>
        </Stack>
        {canUpdate && (
          <HStack gap="2" wrap="wrap" role="group" aria-label={t('tracking.units.actions')}>
            {unit.events.map((type) => (
              <Button
                key={type}
                variant="outline"
                size="sm"
                onClick={() => setEvent(type)}
                data-testid={`event-${type}`}
              >
                {t(`tracking.eventActions.${type}`)}
              </Button>
            ))}
            {unit.events.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                {t('tracking.units.noEvents')}
              </Text>
            )}
          </HStack>
        )}
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="5" alignItems="start">
        <FieldCard
          fields={[
            [t('tracking.fields.product'), `${unit.product_name} (${unit.product_sku})`],
            [
              t('tracking.fields.batch'),
              unit.batch ? (
                <Link asChild color="primary.fg" dir="ltr" data-testid="unit-batch">
                  <RouterLink to={batchViewPath(unit.batch)}>{unit.batch_lot_number}</RouterLink>
                </Link>
              ) : (
                <Nothing />
              ),
            ],
            [t('tracking.fields.status'), <UnitStatusBadge status={unit.status} />],
            [t('tracking.fields.location'), unit.location || <Nothing />],
            [t('tracking.fields.order'), <OrderRef id={unit.order} number={unit.order_number} />],
          ]}
        />
        <UnitTimeline unitId={unit.id} />
      </Grid>
      <UnitEventDialog unit={unit} type={event} onClose={() => setEvent(null)} />
    </Stack>
  );
}
