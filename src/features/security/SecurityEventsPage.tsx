import { useMemo } from 'react';
import { Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE_PRESETS } from '../../../domain/common/pagination';
import {
  SECURITY_EVENT_TYPES,
  SECURITY_SEVERITIES,
  SIGN_IN_FAILED,
  type SecuritySeverity,
} from '../../../domain/security/eventWords';
import { useApi } from '../../lib/ApiProvider';
import { useVocabulary } from '../../lib/vocabularyText';
import { DataTable, type Column } from '../../components/data/DataTable';
import { FilterSelect } from '../../components/data/FilterSelect';
import { useListState } from '../../components/data/useListState';
import { useOrganizationListing } from '../../components/data/OrganizationFilter';
import { apiListQuery } from '../../components/data/listQuery';
import { isDatePreset } from '../../lib/datePresets';
import { EventDetail, EventUser, SeverityBadge, type SecurityEventRow } from './eventParts';
import { useFormats } from './format';
import { SecurityPage } from './SecurityPage';

const FILTERS = ['type', 'severity', 'incident', 'date_preset', 'organization'] as const;
/** Every type an event may have: the monitor's and the server's own. */
const EVENT_TYPES = [...SECURITY_EVENT_TYPES, SIGN_IN_FAILED] as const;
const isSeverity = (value: string | undefined): value is SecuritySeverity =>
  (SECURITY_SEVERITIES as readonly string[]).includes(value ?? '');

/**
 * /security/events (read on security): every security event of the organisation, newest first,
 * by type, severity, incidents only and period, as the dashboards' cards link to them.
 */
export function SecurityEventsPage() {
  const { t } = useTranslation();
  const f = useFormats();
  const words = useVocabulary();
  const list = useListState({ filters: FILTERS, defaultOrdering: '-created_at' });
  const { filters } = list.state;
  const organizationId = /^\d{1,9}$/.test(filters.organization ?? '')
    ? Number(filters.organization)
    : undefined;
  const query = useApi().useQuery(
    'get',
    '/api/security/events/',
    {
      params: {
        query: {
          ...apiListQuery(list.state),
          ...(filters.type && { type: filters.type }),
          ...(isSeverity(filters.severity) && { severity: filters.severity }),
          ...((filters.incident === 'true' || filters.incident === 'false') && {
            incident: filters.incident,
          }),
          ...(isDatePreset(filters.date_preset) && { date_preset: filters.date_preset }),
          ...(organizationId && { id_organization: organizationId }),
        },
      },
    },
    { placeholderData: keepPreviousData },
  );

  const columns = useMemo<Column<SecurityEventRow>[]>(
    () => [
      {
        id: 'time',
        header: 'security.audit.columns.time',
        sortField: 'created_at',
        cell: (event) => <Text whiteSpace="nowrap">{f.dateTime(event.created_at)}</Text>,
      },
      {
        id: 'type',
        header: 'security.dashboard.incidentType',
        sortField: 'type',
        cell: (event) => words.securityEvent(event.type),
      },
      {
        id: 'detail',
        header: 'security.dashboard.incidentDetail',
        hideBelow: 'md',
        cell: (event) => <EventDetail event={event} />,
      },
      { id: 'user', header: 'security.dashboard.incidentUser', cell: (event) => <EventUser event={event} /> },
      {
        id: 'ip',
        header: 'security.audit.columns.ip',
        hideBelow: 'lg',
        cell: (event) => (
          <Text as="span" dir="ltr" color="fg.muted">
            {event.ip ?? '—'}
          </Text>
        ),
      },
      {
        id: 'severity',
        header: 'security.dashboard.severity',
        sortField: 'severity',
        cell: (event) => <SeverityBadge severity={event.severity} />,
      },
    ],
    [f, words],
  );
  const organization = useOrganizationListing(columns, filters.organization ?? '', (value) =>
    list.setFilter('organization', value),
  );

  return (
    <SecurityPage title={t('security.events.title')} subtitle={t('security.events.subtitle')}>
      <DataTable
        label={t('security.events.tableLabel')}
        columns={organization.columns}
        rowKey={(event) => event.id}
        list={list}
        query={query}
        searchLabel={t('security.events.search')}
        errorText={t('security.events.loadFailed')}
        emptyText={t('security.events.empty')}
        filters={
          <>
            {organization.filter}
            <FilterSelect
              label={t('security.dashboard.incidentType')}
              allLabel={t('security.events.allTypes')}
              value={filters.type ?? ''}
              options={EVENT_TYPES.map((type) => ({ value: type, label: words.securityEvent(type) }))}
              onChange={(value) => list.setFilter('type', value)}
            />
            <FilterSelect
              label={t('security.dashboard.severity')}
              allLabel={t('security.events.allSeverities')}
              value={filters.severity ?? ''}
              options={SECURITY_SEVERITIES.map((s) => ({ value: s, label: t(`security.severity.${s}`) }))}
              onChange={(value) => list.setFilter('severity', value)}
            />
            <FilterSelect
              label={t('security.events.kind')}
              allLabel={t('security.events.allKinds')}
              value={filters.incident ?? ''}
              options={[
                { value: 'true', label: t('security.events.incidents') },
                { value: 'false', label: t('security.events.others') },
              ]}
              onChange={(value) => list.setFilter('incident', value)}
            />
            <FilterSelect
              label={t('security.audit.period')}
              allLabel={t('security.audit.allTime')}
              value={filters.date_preset ?? ''}
              options={DATE_RANGE_PRESETS.map((p) => ({ value: p, label: t(`security.audit.presets.${p}`) }))}
              onChange={(value) => list.setFilter('date_preset', value)}
            />
          </>
        }
      />
    </SecurityPage>
  );
}
