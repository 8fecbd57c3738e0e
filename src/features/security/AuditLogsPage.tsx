import { Fragment, useMemo, useState } from 'react';
import { Badge, Box, Button, CloseButton, Code, Dialog, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE_PRESETS } from '../../../domain/common/pagination';
import type { AuditLog } from '../../../domain/security';
import { useApi } from '../../lib/ApiProvider';
import { useVocabulary } from '../../lib/vocabularyText';
import { DataTable, type Column } from '../../components/data/DataTable';
import { FilterSelect } from '../../components/data/FilterSelect';
import { useListState } from '../../components/data/useListState';
import { useOrganizationListing } from '../../components/data/OrganizationFilter';
import { choiceOptions } from './auditChoices';
import { diffEntries, formatValue, type DiffRow } from './auditDiff';
import { dateFrom, isDatePreset } from '../../lib/datePresets';
import { useFormats } from './format';
import { SecurityPage } from './SecurityPage';
import { apiListQuery } from '../../components/data/listQuery';

const FILTERS = ['actor', 'action', 'object_type', 'period', 'organization'] as const;
const CHANGE_PALETTE: Record<DiffRow['change'], string> = {
  added: 'green',
  removed: 'red',
  changed: 'orange',
  unchanged: 'gray',
};

/** /security/audit-logs (read on security): who changed what, filtered, paged, each with its before and after. */
export function AuditLogsPage() {
  const { t, i18n } = useTranslation();
  const f = useFormats();
  const words = useVocabulary();
  const api = useApi();
  const [shown, setShown] = useState<AuditLog | null>(null);
  const list = useListState({ filters: FILTERS, defaultOrdering: '-created_at' });
  const { filters } = list.state;
  const actor = /^\d{1,9}$/.test(filters.actor ?? '') ? Number(filters.actor) : undefined;
  const period = isDatePreset(filters.period) ? filters.period : undefined;
  const organizationId = /^\d{1,9}$/.test(filters.organization ?? '')
    ? Number(filters.organization)
    : undefined;
  // The actor choices: the users the caller may list (without them, no actor filter).
  const users = api.useQuery('get', '/api/users/', {
    params: { query: { page_size: 100, ordering: 'email' } },
  });
  // The filters offer what the log shown holds (every area's actions, not only security's).
  const choices = api.useQuery('get', '/api/security/audit-logs/choices/', {
    params: { query: { ...(organizationId && { id_organization: organizationId }) } },
  });
  const query = api.useQuery(
    'get',
    '/api/security/audit-logs/',
    {
      params: {
        query: {
          ...apiListQuery(list.state),
          ...(actor && { actor }),
          ...(filters.action && { action: filters.action }),
          ...(filters.object_type && { object_type: filters.object_type }),
          ...(period && { date_from: dateFrom(period) }),
          ...(organizationId && { id_organization: organizationId }),
        },
      },
    },
    { placeholderData: keepPreviousData },
  );

  const columns = useMemo<Column<AuditLog>[]>(
    () => [
      {
        id: 'time',
        header: 'security.audit.columns.time',
        sortField: 'created_at',
        cell: (log) => <Text whiteSpace="nowrap">{f.dateTime(log.created_at)}</Text>,
      },
      {
        id: 'actor',
        header: 'security.audit.columns.actor',
        sortField: 'actor',
        cell: (log) => (
          <Text as="span" dir="ltr">
            {log.actor_email ?? t('security.audit.system')}
          </Text>
        ),
      },
      {
        id: 'action',
        header: 'security.audit.columns.action',
        sortField: 'action',
        cell: (log) => words.auditAction(log.action),
      },
      {
        id: 'object',
        header: 'security.audit.columns.object',
        sortField: 'object_type',
        hideBelow: 'md',
        cell: (log) => <AuditObject log={log} />,
      },
      {
        id: 'ip',
        header: 'security.audit.columns.ip',
        hideBelow: 'lg',
        cell: (log) => (
          <Text as="span" dir="ltr" color="fg.muted">
            {log.ip ?? '—'}
          </Text>
        ),
      },
      {
        id: 'changes',
        header: 'security.audit.columns.changes',
        textAlign: 'end',
        cell: (log) => (
          <Button
            size="xs"
            variant="outline"
            onClick={() => setShown(log)}
            aria-label={t('security.audit.viewChangesOf', {
              action: words.auditAction(log.action),
              time: f.dateTime(log.created_at),
            })}
          >
            {t('security.audit.viewChanges')}
          </Button>
        ),
      },
    ],
    [t, f, words],
  );
  // Whoever reads several organisations' logs sees whose each entry is, and may keep one's.
  const organization = useOrganizationListing(columns, filters.organization ?? '', (value) =>
    list.setFilter('organization', value),
  );
  const actionFilter = filters.action ?? '';
  const typeFilter = filters.object_type ?? '';

  return (
    <SecurityPage title={t('security.audit.title')} subtitle={t('security.audit.subtitle')}>
      <DataTable
        label={t('security.audit.tableLabel')}
        columns={organization.columns}
        rowKey={(log) => log.id}
        list={list}
        query={query}
        searchLabel={t('security.audit.search')}
        errorText={t('security.errors.loadAuditLogs')}
        emptyText={t('security.audit.empty')}
        filters={
          <>
            {organization.filter}
            {users.data && (
              <FilterSelect
                label={t('security.audit.columns.actor')}
                allLabel={t('security.audit.allActors')}
                value={actor ? String(actor) : ''}
                options={users.data.results.map((u) => ({ value: String(u.id), label: u.email }))}
                onChange={(value) => list.setFilter('actor', value)}
              />
            )}
            <FilterSelect
              label={t('security.audit.columns.action')}
              allLabel={t('security.audit.allActions')}
              value={actionFilter}
              options={choiceOptions(
                choices.data?.actions ?? [],
                words.auditAction,
                actionFilter,
                i18n.language,
              )}
              onChange={(value) => list.setFilter('action', value)}
            />
            <FilterSelect
              label={t('security.audit.objectType')}
              allLabel={t('security.audit.allObjectTypes')}
              value={typeFilter}
              options={choiceOptions(
                choices.data?.object_types ?? [],
                words.objectType,
                typeFilter,
                i18n.language,
              )}
              onChange={(value) => list.setFilter('object_type', value)}
            />
            <FilterSelect
              label={t('security.audit.period')}
              allLabel={t('security.audit.allTime')}
              value={period ?? ''}
              options={DATE_RANGE_PRESETS.map((p) => ({ value: p, label: t(`security.audit.presets.${p}`) }))}
              onChange={(value) => list.setFilter('period', value)}
            />
          </>
        }
      />
      <DiffDialog log={shown} onClose={() => setShown(null)} />
    </SecurityPage>
  );
}

/** An audit entry's before and after, value by value. */
function DiffDialog({ log, onClose }: { log: AuditLog | null; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormats();
  const words = useVocabulary();
  const rows = log ? diffEntries(log.before, log.after) : [];
  return (
    <Dialog.Root
      open={!!log}
      onOpenChange={(e) => !e.open && onClose()}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="1">
              <Dialog.Title>{t('security.audit.diffTitle')}</Dialog.Title>
              {log && (
                <Dialog.Description color="fg.muted" fontSize="sm">
                  {/* Each part isolated, so a name in another script keeps its place in the line. */}
                  {[
                    words.auditAction(log.action),
                    <AuditObject key="object" log={log} inline />,
                    log.actor_email ?? t('security.audit.system'),
                    f.dateTime(log.created_at),
                  ].map((part, index) => (
                    <Fragment key={index}>
                      {index > 0 && ' · '}
                      <bdi>{part}</bdi>
                    </Fragment>
                  ))}
                </Dialog.Description>
              )}
            </Dialog.Header>
            <Dialog.Body>
              {rows.length === 0 ? (
                <Text color="fg.muted">{t('security.audit.noChanges')}</Text>
              ) : (
                <Table.ScrollArea borderWidth="1px" rounded="md">
                  <Table.Root size="sm" aria-label={t('security.audit.diffTitle')}>
                    <Table.Header>
                      <Table.Row bg="bg.subtle">
                        <Table.ColumnHeader scope="col">{t('security.audit.field')}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col">{t('security.audit.before')}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col">{t('security.audit.after')}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col">{t('security.audit.change')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {rows.map((row) => (
                        <Table.Row key={row.path}>
                          <Table.Cell>
                            <Code size="sm" dir="ltr">
                              {row.path || '—'}
                            </Code>
                          </Table.Cell>
                          <Table.Cell>
                            <Value
                              value={row.before}
                              struck={row.change === 'changed' || row.change === 'removed'}
                            />
                          </Table.Cell>
                          <Table.Cell>
                            <Value value={row.after} />
                          </Table.Cell>
                          <Table.Cell>
                            <Badge colorPalette={CHANGE_PALETTE[row.change]} variant="subtle">
                              {t(`security.audit.changes.${row.change}`)}
                            </Badge>
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('security.close')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('security.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The object of an entry: by the name it had when the action was done, under its type; an
 * entry older than the names by its type and id.
 */
function AuditObject({ log, inline = false }: { log: AuditLog; inline?: boolean }) {
  const { t } = useTranslation();
  const words = useVocabulary();
  const type = words.objectType(log.object_type);
  if (!log.object_name) {
    return (
      <Text as="span">
        {log.object_id ? t('security.audit.objectWithId', { type, id: log.object_id }) : type}
      </Text>
    );
  }
  if (inline)
    return <Text as="span">{t('security.audit.objectNamed', { type, name: log.object_name })}</Text>;
  return (
    <Stack gap="0">
      <Text as="span" fontWeight="medium">
        {log.object_name}
      </Text>
      <Text as="span" fontSize="xs" color="fg.muted">
        {type}
      </Text>
    </Stack>
  );
}

function Value({ value, struck = false }: { value: unknown; struck?: boolean }) {
  return (
    <Box
      as="span"
      dir="ltr"
      fontFamily="mono"
      fontSize="xs"
      wordBreak="break-all"
      color={value === undefined || value === null ? 'fg.subtle' : undefined}
      textDecoration={struck ? 'line-through' : undefined}
    >
      {formatValue(value)}
    </Box>
  );
}
