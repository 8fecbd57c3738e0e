import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Code,
  DataList,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/feedback/LoadFailed';
import type { Launch } from '../../../../domain/catalogue/launch';
import { useApi } from '../../../lib/ApiProvider';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { ConfirmDialog } from '../../../components/data/ConfirmDialog';
import { SectionHeader } from '../../../components/SectionHeader';
import { launchEditPath, LAUNCH_LIST_PATH, productViewPath } from '../paths';
import { LaunchStatusBadge, TimingBadge } from './LaunchBadges';
import { launchNoticeOf } from './launchNotice';
import { isNotFound, LaunchNotFound } from './LaunchNotFound';
import { ANALYTICS_KEY, LAUNCH_KEY, LAUNCHES_KEY } from './queryKeys';
import { useLaunchText } from './useLaunchText';
import { BackLink } from '../../../components/BackLink';
import { Loading } from '../../../components/feedback/Loading';

/** /apps/product-management/product-launches/:id (read on Product): a launch, its timing and team. */
export function LaunchDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const query = useApi().useQuery(
    'get',
    '/api/product-launches/{id}/',
    { params: { path: { id } } },
    { enabled: valid },
  );
  if (!valid || isNotFound(query.error)) return <LaunchNotFound />;

  return (
    <Stack gap="5" maxW="7xl">
      <BackLink to={LAUNCH_LIST_PATH} label={t('launches.view.back')} />
      {query.data ? (
        <LaunchDetail launch={query.data} />
      ) : query.isError ? (
        <LoadFailed
          message={t('launches.view.loadFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}

function LaunchDetail({ launch }: { launch: Launch }) {
  const { t } = useTranslation();
  const text = useLaunchText();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const remove = useApi().useMutation('delete', '/api/product-launches/{id}/');
  const [confirming, setConfirming] = useState(false);
  // "Launch created" arrives with the navigation from the form; shown once, not again on reload.
  const [notice] = useState(() => launchNoticeOf(location.state));
  useEffect(() => {
    if (location.state) void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [location, navigate]);

  const none = (
    <Text as="span" color="fg.muted">
      {t('launches.none')}
    </Text>
  );
  const rows: [string, ReactNode][] = [
    ['launches.fields.code', <Code dir="ltr">{launch.code}</Code>],
    [
      'launches.fields.product',
      <Link asChild colorPalette="primary" focusRing="outside" data-testid="launch-product-link">
        <RouterLink to={productViewPath(launch.product)}>{launch.product_name}</RouterLink>
      </Link>,
    ],
    ['launches.fields.type', text.type(launch.launch_type)],
    ['launches.fields.status', <LaunchStatusBadge status={launch.status} />],
    ['launches.fields.marketScope', text.scope(launch.market_scope)],
    ['launches.fields.manager', launch.manager_name ?? none],
    ['launches.fields.plannedLaunchDate', text.date(launch.planned_launch_date)],
    [
      'launches.fields.actualLaunchDate',
      launch.actual_launch_date ? text.date(launch.actual_launch_date) : none,
    ],
    ['launches.fields.timing', <TimingBadge launch={launch} />],
    [
      'launches.fields.targetRevenue',
      launch.target_revenue === null ? none : text.money(launch.target_revenue),
    ],
    ['launches.fields.targetUnits', launch.target_units === null ? none : text.number(launch.target_units)],
  ];

  return (
    <Stack gap="6">
      {notice && (
        <Alert.Root status="success" role="status" data-testid="launch-notice">
          <Alert.Indicator />
          <Alert.Title>{t(`launches.notices.${notice}`)}</Alert.Title>
        </Alert.Root>
      )}
      <Flex gap="4" wrap="wrap" align="flex-start" justify="space-between">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {launch.name}
          </Heading>
          <Wrap gap="2">
            <LaunchStatusBadge status={launch.status} />
            <TimingBadge launch={launch} />
          </Wrap>
        </Stack>
        <HStack gap="2">
          {ability?.can('update', 'Product') && (
            <Button asChild variant="outline">
              <RouterLink to={launchEditPath(launch.id)} data-testid="edit-launch">
                <Pencil aria-hidden />
                {t('launches.view.edit')}
              </RouterLink>
            </Button>
          )}
          {ability?.can('delete', 'Product') && (
            <Button
              variant="outline"
              colorPalette="red"
              onClick={() => setConfirming(true)}
              data-testid="delete-launch"
            >
              <Trash2 aria-hidden />
              {t('launches.view.delete')}
            </Button>
          )}
        </HStack>
      </Flex>

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Stack
          as="section"
          gap="4"
          borderWidth="1px"
          rounded="lg"
          p="5"
          bg="bg"
          gridColumn={{ lg: 'span 2' }}
        >
          <SectionHeader title={t('launches.view.details')} subtitle={t('launches.view.detailsHint')} />
          {launch.description && <Text whiteSpace="pre-line">{launch.description}</Text>}
          <DataList.Root orientation="horizontal" size="md" data-testid="launch-details">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="11rem">{t(label)}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>

        <Stack
          as="section"
          gap="4"
          borderWidth="1px"
          rounded="lg"
          p="5"
          bg="bg"
          alignSelf="flex-start"
          w="full"
        >
          <SectionHeader title={t('launches.view.team')} subtitle={t('launches.view.teamHint')} />
          {launch.team.length === 0 ? (
            <Text color="fg.muted">{t('launches.view.noTeam')}</Text>
          ) : (
            <Table.Root size="sm" aria-label={t('launches.view.team')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">{t('launches.view.person')}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">{t('launches.view.role')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {launch.team.map((member) => (
                  <Table.Row key={member.user}>
                    <Table.Cell>{member.name}</Table.Cell>
                    <Table.Cell>
                      <Badge variant="subtle">{text.role(member.role)}</Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
      </SimpleGrid>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('launches.delete.title')}
        body={t('launches.delete.body', { name: launch.name })}
        confirmLabel={t('launches.delete.confirm')}
        destructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync({ params: { path: { id: launch.id } } });
          } catch {
            throw { detail: t('launches.delete.failed') };
          }
          await navigate(LAUNCH_LIST_PATH, { state: { notice: 'deleted' } });
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: LAUNCH_KEY }),
            queryClient.invalidateQueries({ queryKey: LAUNCHES_KEY }),
            queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY }),
          ]);
        }}
      />
    </Stack>
  );
}
