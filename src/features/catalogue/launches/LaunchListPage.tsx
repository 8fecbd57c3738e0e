import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Code,
  Flex,
  Heading,
  IconButton,
  Link,
  SegmentGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Columns3, Plus, Trash2 } from 'lucide-react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LAUNCH_PROGRESS,
  LAUNCH_STATUSES,
  type Launch,
  type LaunchProgress,
} from '../../../../domain/catalogue/launch';
import { useApi } from '../../../lib/ApiProvider';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { ConfirmDialog } from '../../../components/data/ConfirmDialog';
import { DataTable, type Column } from '../../../components/data/DataTable';
import { FilterSelect } from '../../../components/data/FilterSelect';
import { useListState } from '../../../components/data/useListState';
import { LAUNCH_CREATE_PATH, launchDetailPath } from '../paths';
import { LaunchStatusBadge, TimingBadge } from './LaunchBadges';
import { launchNoticeOf, type LaunchNotice } from './launchNotice';
import { ANALYTICS_KEY, LAUNCHES_KEY } from './queryKeys';
import { useLaunchText } from './useLaunchText';
import { apiListQuery } from '../../../components/data/listQuery';

const FILTERS = ['status', 'progress', 'mine', 'product'] as const;
/** The API's default ordering of GET /product-launches/. */
const DEFAULT_ORDERING = 'planned_launch_date';
export const VIEWS = ['list', 'timeline', 'kanban'] as const;
type View = (typeof VIEWS)[number];

/** The list filters as the API takes them; malformed values from the URL are left out. */
function apiFilters({ status, progress, mine, product }: Partial<Record<(typeof FILTERS)[number], string>>) {
  return {
    ...(status &&
      (LAUNCH_STATUSES as readonly string[]).includes(status) && { status: status as Launch['status'] }),
    ...(progress &&
      (LAUNCH_PROGRESS as readonly string[]).includes(progress) && { progress: progress as LaunchProgress }),
    ...(mine === 'true' && { mine: 'true' as const }),
    ...(product && /^\d{1,9}$/.test(product) && { product: Number(product) }),
  };
}

/** /apps/product-management/product-launches (read on Product): the launches, as a list; timeline and kanban to come. */
export function LaunchListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const ability = useAppAbility();
  const text = useLaunchText();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const view: View = (VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as View)
    : 'list';
  const list = useListState({ filters: FILTERS, defaultOrdering: DEFAULT_ORDERING });
  const query = useApi().useQuery(
    'get',
    '/api/product-launches/',
    {
      params: {
        query: {
          ...apiListQuery(list.state),
          ...apiFilters(list.state.filters),
        },
      },
    },
    { placeholderData: keepPreviousData, enabled: view === 'list' },
  );
  const remove = useApi().useMutation('delete', '/api/product-launches/{id}/');
  const [deleting, setDeleting] = useState<Launch | null>(null);
  const [notice, setNotice] = useState<LaunchNotice | null>(() => launchNoticeOf(location.state));
  // A notice arrives with the navigation (a launch deleted from its page); shown once, not on reload.
  useEffect(() => {
    if (location.state) void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [location, navigate]);
  const canDelete = ability?.can('delete', 'Product') ?? false;

  const columns = useMemo<Column<Launch>[]>(
    () => [
      {
        id: 'code',
        header: 'launches.fields.code',
        sortField: 'code',
        cell: (launch) => (
          <Link asChild fontWeight="medium" focusRing="outside" color="fg">
            <RouterLink
              to={launchDetailPath(launch.id)}
              aria-label={t('launches.list.open', { name: launch.name })}
            >
              <Code size="sm" dir="ltr">
                {launch.code}
              </Code>
            </RouterLink>
          </Link>
        ),
      },
      {
        id: 'name',
        header: 'launches.fields.name',
        sortField: 'name',
        cell: (launch) => (
          <Text as="span" fontWeight="medium">
            {launch.name}
          </Text>
        ),
      },
      {
        id: 'product',
        header: 'launches.fields.product',
        hideBelow: 'md',
        cell: (launch) => launch.product_name,
      },
      {
        id: 'status',
        header: 'launches.fields.status',
        sortField: 'status',
        cell: (launch) => <LaunchStatusBadge status={launch.status} />,
      },
      {
        id: 'planned',
        header: 'launches.list.planned',
        sortField: 'planned_launch_date',
        cell: (launch) => (
          <Text as="span" whiteSpace="nowrap">
            {text.date(launch.planned_launch_date)}
          </Text>
        ),
      },
      { id: 'timing', header: 'launches.fields.timing', cell: (launch) => <TimingBadge launch={launch} /> },
      {
        id: 'manager',
        header: 'launches.fields.manager',
        hideBelow: 'lg',
        cell: (launch) =>
          launch.manager_name ?? (
            <Text as="span" color="fg.muted">
              {t('launches.none')}
            </Text>
          ),
      },
      ...(canDelete
        ? [
            {
              id: 'actions',
              header: 'launches.list.actions',
              textAlign: 'end' as const,
              cell: (launch: Launch) => (
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('launches.delete.label', { name: launch.name })}
                  title={t('launches.delete.label', { name: launch.name })}
                  onClick={() => setDeleting(launch)}
                >
                  <Trash2 />
                </IconButton>
              ),
            },
          ]
        : []),
    ],
    [t, text, canDelete],
  );

  const setView = (next: View) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'list') out.delete('view');
        else out.set('view', next);
        return out;
      },
      { replace: true },
    );
  const product = apiFilters(list.state.filters).product;

  return (
    <Stack gap="6" maxW="7xl">
      <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('launches.list.title')}
          </Heading>
          <Text color="fg.muted">{t('launches.list.subtitle')}</Text>
        </Stack>
        {ability?.can('create', 'Product') && (
          <Button asChild colorPalette="primary">
            <RouterLink
              to={product ? `${LAUNCH_CREATE_PATH}?product=${product}` : LAUNCH_CREATE_PATH}
              data-testid="add-launch"
            >
              <Plus aria-hidden />
              {t('launches.list.add')}
            </RouterLink>
          </Button>
        )}
      </Flex>

      {notice && (
        <Alert.Root status="success" role="status" data-testid="launch-notice">
          <Alert.Indicator />
          <Alert.Title flex="1">{t(`launches.notices.${notice}`)}</Alert.Title>
        </Alert.Root>
      )}

      <SegmentGroup.Root
        size="sm"
        alignSelf="flex-start"
        value={view}
        onValueChange={(e) => e.value && setView(e.value as View)}
        aria-label={t('launches.views.label')}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={VIEWS.map((v) => ({ value: v, label: t(`launches.views.${v}`) }))} />
      </SegmentGroup.Root>

      {view === 'list' ? (
        <DataTable
          label={t('launches.list.tableLabel')}
          columns={columns}
          rowKey={(launch) => launch.id}
          list={list}
          query={query}
          onRowClick={(launch) => navigate(launchDetailPath(launch.id))}
          searchLabel={t('launches.list.search')}
          emptyText={t('launches.list.empty')}
          errorText={t('launches.list.loadFailed')}
          filters={
            <>
              <FilterSelect
                label={t('launches.fields.status')}
                allLabel={t('launches.list.allStatuses')}
                value={list.state.filters.status ?? ''}
                onChange={(value) => list.setFilter('status', value)}
                options={LAUNCH_STATUSES.map((status) => ({ value: status, label: text.status(status) }))}
              />
              <FilterSelect
                label={t('launches.list.progress')}
                allLabel={t('launches.list.allProgress')}
                value={list.state.filters.progress ?? ''}
                onChange={(value) => list.setFilter('progress', value)}
                options={LAUNCH_PROGRESS.map((progress) => ({
                  value: progress,
                  label: t(`launches.list.progresses.${progress}`),
                }))}
              />
              <FilterSelect
                label={t('launches.list.whose')}
                allLabel={t('launches.list.allLaunches')}
                value={list.state.filters.mine ?? ''}
                onChange={(value) => list.setFilter('mine', value)}
                options={[{ value: 'true', label: t('launches.list.mine') }]}
              />
            </>
          }
        />
      ) : (
        <ComingSoon view={view} />
      )}

      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('launches.delete.title')}
        body={t('launches.delete.body', { name: deleting?.name ?? '' })}
        confirmLabel={t('launches.delete.confirm')}
        destructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync({ params: { path: { id: deleting!.id } } });
          } catch {
            throw { detail: t('launches.delete.failed') };
          }
          setNotice('deleted');
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: LAUNCHES_KEY }),
            queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY }),
          ]);
        }}
      />
    </Stack>
  );
}

/** The timeline and kanban views: the spec marks them coming soon. */
function ComingSoon({ view }: { view: Exclude<View, 'list'> }) {
  const { t } = useTranslation();
  const Icon = view === 'timeline' ? CalendarClock : Columns3;
  return (
    <Stack
      as="section"
      aria-labelledby="launch-coming-soon"
      align="center"
      textAlign="center"
      gap="3"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="lg"
      py="16"
      px="6"
      bg="bg"
      data-testid="coming-soon"
    >
      <Box aria-hidden color="primary.fg" bg="primary.subtle" rounded="full" p="3" display="inline-flex">
        <Icon size={28} />
      </Box>
      <Heading as="h2" size="lg" id="launch-coming-soon">
        {t(`launches.views.${view}Title`)}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('launches.views.comingSoon')}
      </Text>
    </Stack>
  );
}
