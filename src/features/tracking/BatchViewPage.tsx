import { useState } from 'react';
import { Badge, Button, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { ListPlus } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Batch } from '../../../domain/tracking/batch';
import { trackingMessages } from '../../../domain/tracking/messages';
import { UNIT_STATUSES } from '../../../domain/tracking/unitStatus';
import { Nothing } from '../../components/data/Nothing';
import { QueryCard } from '../../components/data/QueryCard';
import { DetailPage, useRouteId } from '../../components/resource/DetailPage';
import { canOnResource } from '../../components/resource/resourceAbility';
import { useApi } from '../../lib/ApiProvider';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { BatchStatusBadge, UnitStatusBadge } from './badges';
import { batchResource } from './batchResource';
import { OrderRef } from './OrderRef';
import { FieldCard } from '../../components/resource/RecordView';
import { BATCH_LIST_PATH, unitViewPath } from './paths';
import { SerialsDialog } from './SerialsDialog';
import { trackedProductResource } from './trackedProductResource';

/** /apps/tracking/batch/view/:id (read on Batch): a batch, the registration of its serials, and its recall view. */
export function BatchViewPage() {
  const id = useRouteId();
  const query = useApi().useQuery(
    'get',
    '/api/batches/{id}/',
    { params: { path: { id: id ?? 0 } } },
    { enabled: id !== null },
  );
  return (
    <DetailPage
      texts="tracking.batches.view"
      notFoundDetail={trackingMessages.batchNotFound}
      backTo={BATCH_LIST_PATH}
      id={id}
      query={query}
    >
      {(batch) => <BatchDetail batch={batch} />}
    </DetailPage>
  );
}

function BatchDetail({ batch }: { batch: Batch }) {
  const { t, i18n } = useTranslation();
  const ability = useAppAbility();
  const [registering, setRegistering] = useState(false);
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const date = (value: string | null) => (value ? day.format(new Date(value)) : <Nothing />);
  const canRegister =
    canOnResource(ability, batchResource, 'update', batch) &&
    canOnResource(ability, trackedProductResource, 'create');
  return (
    <Stack gap="5" maxW="6xl">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {t('tracking.batches.kind', { product: batch.product_name })}
          </Text>
          <HStack gap="3">
            <Heading as="h1" size="2xl" dir="ltr">
              {batch.lot_number}
            </Heading>
            <BatchStatusBadge status={batch.status} />
          </HStack>
        </Stack>
        {canRegister && (
          <Button colorPalette="primary" onClick={() => setRegistering(true)} data-testid="register-serials">
            <ListPlus aria-hidden />
            {t('tracking.serials.open')}
          </Button>
        )}
      </HStack>
      <FieldCard
        fields={[
          [t('tracking.fields.product'), `${batch.product_name} (${batch.product_sku})`],
          [
            t('tracking.fields.units'),
            t('tracking.batches.unitsOf', { units: batch.units, quantity: batch.quantity }),
          ],
          [t('tracking.fields.productionDate'), date(batch.production_date)],
          [t('tracking.fields.expiryDate'), date(batch.expiry_date)],
          [t('tracking.fields.origin'), batch.origin_name ?? <Nothing />],
          [
            t('tracking.fields.serials'),
            t(
              batch.requires_serial_numbers
                ? 'tracking.batches.serialsRequired'
                : 'tracking.batches.serialsOptional',
            ),
          ],
          [
            t('tracking.fields.notes'),
            batch.notes ? <Text whiteSpace="pre-wrap">{batch.notes}</Text> : <Nothing />,
          ],
        ]}
      />
      <RecallView batchId={batch.id} />
      <SerialsDialog batch={batch} open={registering} onOpenChange={setRegistering} />
    </Stack>
  );
}

/** Every unit of the batch: how many in each status, and each unit's status, place, order and latest event. */
function RecallView({ batchId }: { batchId: number }) {
  const { t, i18n } = useTranslation();
  const query = useApi().useQuery('get', '/api/batches/{id}/recall/', { params: { path: { id: batchId } } });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <QueryCard
      title={t('tracking.recall.title')}
      description={t('tracking.recall.subtitle')}
      failed={t('tracking.recall.failed')}
      query={query}
    >
      {(data) => {
        const { counts, units } = data;
        return (
          <Stack gap="4">
            <HStack gap="2" wrap="wrap" data-testid="recall-counts">
              {UNIT_STATUSES.map((status) => (
                <Badge key={status} variant="outline" size="lg">
                  {t(`tracking.statuses.${status}`)}: {counts[status]}
                </Badge>
              ))}
            </HStack>
            {units.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('tracking.recall.empty')}
              </Text>
            ) : (
              <Table.ScrollArea borderWidth="1px" rounded="md" maxH="32rem">
                <Table.Root
                  size="sm"
                  stickyHeader
                  aria-label={t('tracking.recall.title')}
                  data-testid="recall-table"
                >
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('tracking.fields.serialNumber')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('tracking.fields.status')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('tracking.fields.location')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('tracking.fields.order')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('tracking.recall.lastEvent')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {units.map((unit) => (
                      <Table.Row key={unit.id} data-testid="recall-row">
                        <Table.Cell>
                          <Link asChild color="primary.fg" fontFamily="mono" dir="ltr">
                            <RouterLink to={unitViewPath(unit.id)}>
                              {unit.serial_number ?? `#${unit.id}`}
                            </RouterLink>
                          </Link>
                        </Table.Cell>
                        <Table.Cell>
                          <UnitStatusBadge status={unit.status} />
                        </Table.Cell>
                        <Table.Cell>{unit.location || <Nothing />}</Table.Cell>
                        <Table.Cell>
                          <OrderRef id={unit.order} number={unit.order_number} />
                        </Table.Cell>
                        <Table.Cell>
                          {unit.last_event ? (
                            <>
                              {t(`tracking.events.${unit.last_event}`)}
                              {unit.last_event_at && (
                                <Text as="span" color="fg.muted" fontSize="xs" ms="2">
                                  {when.format(new Date(unit.last_event_at))}
                                </Text>
                              )}
                            </>
                          ) : (
                            <Nothing />
                          )}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </Stack>
        );
      }}
    </QueryCard>
  );
}
