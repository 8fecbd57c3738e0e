import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  FLOW_CREATED_EVENT,
  PRODUCT_STATUS_CHANGE_EVENT,
  type FlowDatePreset,
  type FlowStats,
} from '../../../domain/workflows/flowStats';
import type { MachineChart } from '../../../machines/chart';
import { useChosenOrganization } from '../../components/data/OrganizationFilter';
import { useApi } from '../../lib/ApiProvider';
import { useOrganizations } from '../../lib/organizations';
import { useAppAbility } from '../../lib/session/SessionProvider';
import type { FigureRoom } from './model/chartLayout';
import {
  chartFigures,
  durationFormat,
  recordPath,
  type ChartFigures,
  type RecordedChange,
  type RecordPath,
} from './model/flowFigures';
import type { WorkflowChartId } from './paths';
import { isDatePreset } from '../../lib/datePresets';

type Api = ReturnType<typeof useApi>;
type Timeline = (RecordedChange & { at: string })[];

/** A recorded flow's API: its figures, one record's timeline, and who may read them. */
interface RecordedSource {
  /** The records' subject: the figures need read on it (the studio's route already needs Analytics). */
  subject: 'Order' | 'Performance' | 'Product';
  useStats: (
    api: Api,
    query: { date_preset?: FlowDatePreset; organization?: number },
    enabled: boolean,
  ) => StatsQuery;
  useTimeline: (api: Api, record: number, enabled: boolean) => TimelineQuery;
}

interface Watched<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
  error?: unknown;
}
type StatsQuery = Watched<FlowStats>;
type TimelineQuery = Watched<Timeline>;

const timelineOf = <
  Row extends { from_status: string | null; to_status: string; event: string; created_at: string },
>(
  query: Watched<{ results: Row[] } | Row[]>,
): TimelineQuery => {
  const rows =
    query.data === undefined ? undefined : Array.isArray(query.data) ? query.data : query.data.results;
  return {
    ...query,
    data: rows?.map((row) => ({
      from: row.from_status,
      event: row.event,
      to: row.to_status,
      at: row.created_at,
    })),
  };
};

/** The flows whose changes are recorded, each with where its figures and timelines come from. */
const RECORDED: Partial<Record<WorkflowChartId, RecordedSource>> = {
  orderStatus: {
    subject: 'Order',
    useStats: (api, query, enabled) =>
      api.useQuery('get', '/api/orders/status-flow/', { params: { query } }, { enabled }),
    useTimeline: (api, id, enabled) =>
      timelineOf(
        api.useQuery('get', '/api/orders/{id}/transitions/', { params: { path: { id } } }, { enabled }),
      ),
  },
  reviewStatus: {
    subject: 'Performance',
    useStats: (api, query, enabled) =>
      api.useQuery('get', '/api/performance-reviews/status-flow/', { params: { query } }, { enabled }),
    useTimeline: (api, id, enabled) =>
      timelineOf(
        api.useQuery(
          'get',
          '/api/performance-reviews/{id}/transitions/',
          { params: { path: { id } } },
          { enabled },
        ),
      ),
  },
  productStatus: {
    subject: 'Product',
    useStats: (api, query, enabled) =>
      api.useQuery('get', '/api/products/status-flow/', { params: { query } }, { enabled }),
    useTimeline: (api, id, enabled) => {
      const query = api.useQuery(
        'get',
        '/api/products/{id}/status-history/',
        { params: { path: { id } } },
        { enabled },
      );
      // A status's code is its state; a change after the creation has one event, as the figures count it.
      return {
        ...query,
        data: query.data?.map((row) => ({
          from: row.from?.code ?? null,
          event: row.from ? PRODUCT_STATUS_CHANGE_EVENT : FLOW_CREATED_EVENT,
          to: row.to.code,
          at: row.changed_at,
        })),
      };
    },
  },
};

export const isRecordedMachine = (id: WorkflowChartId) => RECORDED[id] !== undefined;

/** `?record=<id>`: a positive whole number, or none. */
const recordParam = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** The figures' period from the address (`?date_preset=`): one of the presets, or all the history. */
function usePreset() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date_preset');
  const preset = isDatePreset(asked) ? asked : undefined;
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (isDatePreset(value)) next.set('date_preset', value);
        else next.delete('date_preset');
        return next;
      },
      { replace: true },
    );
  return [preset, choose] as const;
}

export type FlowFigures = ReturnType<typeof useFlowFigures>;

/**
 * A recorded machine's figures for the studio: the period and organisation chosen in the address,
 * the figures laid onto the chart's ids, and (`?record=<id>`) that record's path numbered along
 * the chart. `recorded` is false for a machine without recorded changes (the session, the
 * wizard); `allowed` false for a reader who may not read the records (no request is made).
 */
export function useFlowFigures(id: WorkflowChartId, chart: MachineChart) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const source = RECORDED[id] ?? RECORDED.orderStatus!;
  const recorded = RECORDED[id] !== undefined;
  const ability = useAppAbility();
  const allowed = recorded && (ability?.can('read', source.subject) ?? false);
  const [preset, choosePreset] = usePreset();
  const organizations = useOrganizations();
  const { chosen, choose: chooseOrganization } = useChosenOrganization(organizations);
  const [params] = useSearchParams();
  const record = recorded ? recordParam(params.get('record')) : null;

  const query = {
    ...(preset && { date_preset: preset }),
    ...(chosen !== undefined && { organization: chosen }),
  };
  const stats = source.useStats(api, query, allowed);
  const timeline = source.useTimeline(api, record ?? 0, allowed && record !== null);

  const language = i18n.language;
  const texts = useMemo(() => {
    const number = new Intl.NumberFormat(language);
    const duration = durationFormat(language);
    return {
      number: (n: number) => number.format(n),
      duration,
      edge: (count: number, median: number | null) =>
        median === null
          ? t('workflows.figures.edgeCount', { count: number.format(count) })
          : t('workflows.figures.edge', { count: number.format(count), median: duration(median) }),
      state: (count: number) => t('workflows.figures.now', { count: number.format(count) }),
    };
  }, [language, t]);

  /** The widest figures a chart shows: the room its layout keeps for them. */
  const room: FigureRoom | null = useMemo(
    () =>
      allowed ? { edge: texts.edge(99_999, 9 * 86_400 + 23 * 3_600), state: texts.state(99_999) } : null,
    [allowed, texts],
  );
  const figures: ChartFigures | null = useMemo(
    () => (stats.data ? chartFigures(chart, stats.data, texts) : null),
    [chart, stats.data, texts],
  );
  const path: RecordPath | null = useMemo(
    () => (timeline.data ? recordPath(chart, timeline.data) : null),
    [chart, timeline.data],
  );

  return {
    recorded,
    allowed,
    subject: source.subject,
    preset,
    choosePreset,
    organizations,
    chosenOrganization: chosen,
    chooseOrganization,
    stats,
    figures,
    record,
    timeline,
    path,
    room,
    texts,
  };
}
