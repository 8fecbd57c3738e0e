import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_DATE_PRESETS, type DashboardDatePreset } from '../../../domain/dashboards/period';
import { FilterSelect } from '../../components/data/FilterSelect';
import { DashboardSkeleton } from '../../components/dashboard/DashboardSkeleton';
import { QueryState, type WatchedQuery } from '../../components/feedback/QueryState';
import { useFigureFormats } from '../../components/dashboard/useFigureFormats';
import { PageHeading } from '../../components/PageHeading';
import { SignedInAs } from './SignedInAs';
import { isDatePreset } from '../../lib/datePresets';

/**
 * The period in the address (`?date_preset=`); none named (undefined): the server answers for the
 * organisation's own (its general parameters) and names it in the figures' `period`.
 */
export function useDashboardPreset() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date_preset');
  const preset = isDatePreset(asked) ? asked : undefined;
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('date_preset', value);
        return next;
      },
      { replace: true },
    );
  return [preset, choose] as const;
}

/** A dashboard's heading, who is signed in, and the period chooser above its figures. */
export function DashboardFrame({
  title,
  subtitle,
  preset,
  onPreset,
  children,
}: {
  /** Translated texts. */
  title: string;
  subtitle: string;
  /** The period shown: undefined until the figures name the organisation's. */
  preset: DashboardDatePreset | undefined;
  onPreset: (value: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const f = useFigureFormats();
  return (
    <Stack gap="6" maxW="7xl">
      <Stack gap="2">
        <SignedInAs />
        <PageHeading
          title={title}
          subtitle={subtitle}
          actions={
            <FilterSelect
              label={t('dashboards.period')}
              value={preset ?? ''}
              options={DASHBOARD_DATE_PRESETS.map((days) => ({
                value: days,
                label: t('dashboards.preset', { days: f.number(Number(days)) }),
              }))}
              onChange={onPreset}
            />
          }
        />
      </Stack>
      {children}
    </Stack>
  );
}

/**
 * A dashboard's figures once loaded: its skeleton (`stats` cards, `panels` panels) while they
 * load, the failure with Retry if they do not.
 */
export function DashboardFigures<T>({
  query,
  stats,
  panels,
  children,
}: {
  query: WatchedQuery<T>;
  stats: number;
  panels: number;
  children: (figures: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={query}
      failedText={t('dashboards.loadFailed')}
      loading={
        <DashboardSkeleton
          label={t('dashboards.loading')}
          stats={stats}
          panels={panels}
          testId="dashboard-loading"
        />
      }
    >
      {children}
    </QueryState>
  );
}
