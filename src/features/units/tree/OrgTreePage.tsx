import { useCallback, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CloseButton,
  Flex,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { subject as asInstance } from '@casl/ability';
import { ChevronsDownUp, ChevronsUpDown, Search } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { organizationPart } from '../../../../domain/units/access';
import { UNIT_KINDS, UNIT_PARENT, type UnitKind } from '../../../../domain/units/kinds';
import { selectUser } from '../../../../machines/session';
import { DebouncedInput } from '../../../components/data/DebouncedInput';
import { FilterSelect } from '../../../components/data/FilterSelect';
import { notify } from '../../../components/feedback/notify';
import { PageHeading } from '../../../components/PageHeading';
import { useOrganizations } from '../../../lib/organizations';
import { useAppAbility, useSession } from '../../../lib/session/SessionProvider';
import { NIVEAU_LIST_PATH, UNIT_STATUS_LIST_PATH, UNIT_TYPE_LIST_PATH } from '../parameters/paths';
import { useTreeMessage } from '../treeMessages';
import {
  branchKeys,
  buildOrgTree,
  countByKind,
  filterTree,
  unitKey,
  type TreeUnit,
  type UnitKey,
} from './orgTree';
import { OrgTreeView } from './OrgTreeView';
import { unitListPath } from '../paths';
import { moveFailure, useMoveUnit, useTreeUnits } from './treeData';
import { UNIT_KIND_ICONS } from './unitKindIcons';
import { Loading } from '../../../components/feedback/Loading';

type Variant = 'organization' | 'teams';

/** What each screen leaves out: the teams' screen goes down to the teams, without workplaces. */
const HIDDEN: Record<Variant, ReadonlySet<UnitKind>> = {
  organization: new Set(),
  teams: new Set(['workplace']),
};

/**
 * Whose hierarchy the page shows: by default the organisation the reader works in (a manager of
 * organisations' choice in the header); who reads several may name another (`?organization=`,
 * one of theirs), with the picker this gives (null for whoever reads one).
 */
function useTreeOrganization(variant: Variant) {
  const { t } = useTranslation();
  const user = useSession(selectUser);
  const organizations = useOrganizations();
  const [params, setParams] = useSearchParams();
  const working = user?.working_organization ?? user?.id_organization ?? 0;
  const named = Number(params.get('organization'));
  const organization = organizations.nameOf(named) !== undefined ? named : working;
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && Number(value) !== working) next.set('organization', value);
        else next.delete('organization');
        return next;
      },
      { replace: true },
    );
  const picker =
    variant === 'organization' && organizations.several ? (
      <FilterSelect
        label={t('data.organization.filter')}
        value={String(organization)}
        onChange={choose}
        options={organizations.list.map((o) => ({ value: String(o.id), label: o.name }))}
      />
    ) : null;
  return { organization, picker };
}

/** /apps/organization (read on Organization): the whole hierarchy, the area's landing page. */
export function OrganizationTreePage() {
  return <OrgTreePage variant="organization" />;
}

/** /apps/teams (read on Team): the teams under their services. */
export function TeamsTreePage() {
  return <OrgTreePage variant="teams" />;
}

type MoveError = { name: string; reason: string };

/**
 * The hierarchy with its counts per level, a search that keeps the matches' ancestors open,
 * expand and collapse, and moves by drag and drop (mouse or keyboard) onto a parent of the right
 * kind. A move shows at once; the server's refusal undoes it and is shown above the tree.
 */
function OrgTreePage({ variant }: { variant: Variant }) {
  const { t, i18n } = useTranslation();
  const reason = useTreeMessage();
  const ability = useAppAbility();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const { organization, picker } = useTreeOrganization(variant);
  const query = useTreeUnits(organization);
  const move = useMoveUnit();
  const [collapsed, setCollapsed] = useState<ReadonlySet<UnitKey>>(new Set());
  // Moves the server has not answered yet: shown in place at once.
  const [pending, setPending] = useState<ReadonlyMap<UnitKey, number | null>>(new Map());
  const [failure, setFailure] = useState<MoveError | null>(null);
  const hidden = HIDDEN[variant];

  const collator = useMemo(() => new Intl.Collator(i18n.language), [i18n.language]);
  const units = useMemo(
    () =>
      (query.data ?? []).map((unit) => {
        const key = unitKey(unit.kind, unit.id);
        return pending.has(key) ? { ...unit, parent: pending.get(key)! } : unit;
      }),
    [query.data, pending],
  );
  const tree = useMemo(() => buildOrgTree(units, collator.compare), [units, collator]);
  const filter = useMemo(() => filterTree(tree, search, hidden), [tree, search, hidden]);
  const counts = useMemo(() => countByKind(units), [units]);
  const number = new Intl.NumberFormat(i18n.language);

  // A move changes the structure (update on Organization), and a team's also the team itself.
  const canMove = useCallback(
    (unit: TreeUnit) =>
      !!ability?.can(
        'update',
        asInstance('Organization', organizationPart({ id_organization: unit.organization })),
      ) &&
      (unit.kind !== 'team' ||
        ability.can('update', asInstance('Team', { id: unit.id, id_organization: unit.organization }))),
    [ability],
  );

  const onMove = (unit: TreeUnit, parent: number | null) => {
    const key = unitKey(unit.kind, unit.id);
    const parentKind = UNIT_PARENT[unit.kind];
    const place =
      parent === null || parentKind === null
        ? t('unitsTree.unplaced')
        : (tree.byKey.get(unitKey(parentKind, parent))?.unit.name ?? '');
    setFailure(null);
    setPending((current) => new Map(current).set(key, parent));
    move(unit, parent)
      .then(() => notify.success(t('unitsTree.moved', { name: unit.name, place }), `move ${key}`))
      .catch((error: unknown) => {
        const said = moveFailure(error);
        setFailure({
          name: unit.name,
          reason: said.message
            ? (reason(said.message) ?? said.message)
            : t(said.retry ? 'unitsTree.moveFailedRetry' : 'unitsTree.moveRefused'),
        });
      })
      .finally(() =>
        setPending((current) => {
          const next = new Map(current);
          next.delete(key);
          return next;
        }),
      );
  };

  const toggle = (key: UnitKey) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const setSearch = (value: string) => {
    // The matches' ancestors open (the reader may close them again).
    const { opened } = filterTree(tree, value, hidden);
    setCollapsed((current) => new Set([...current].filter((key) => !opened.has(key))));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('search', value);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  };

  const title = variant === 'teams' ? t('unitsTree.tree.teamsTitle') : t('unitsTree.tree.organizationTitle');
  const subtitle =
    variant === 'teams' ? t('unitsTree.tree.teamsSubtitle') : t('unitsTree.tree.organizationSubtitle');
  const kinds = UNIT_KINDS.filter((kind) => !hidden.has(kind));

  return (
    <Stack gap="6" maxW="7xl">
      <PageHeading
        title={title}
        subtitle={subtitle}
        actions={
          variant === 'organization' && ability?.can('read', 'Organization') ? (
            <HStack gap="2" wrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                {t('unitsTree.tree.parameters')}
              </Text>
              {(
                [
                  [NIVEAU_LIST_PATH, 'unitsTree.links.niveaux'],
                  [UNIT_STATUS_LIST_PATH, 'unitsTree.links.statuses'],
                  [UNIT_TYPE_LIST_PATH, 'unitsTree.links.types'],
                ] as const
              ).map(([to, label]) => (
                <Button key={to} asChild size="sm" variant="outline">
                  <RouterLink to={to}>{t(label)}</RouterLink>
                </Button>
              ))}
            </HStack>
          ) : undefined
        }
      />

      <SimpleGrid
        as="ul"
        listStyleType="none"
        aria-label={t('unitsTree.tree.countsLabel')}
        columns={{ base: 2, sm: 3, lg: kinds.length }}
        gap="3"
        data-testid="org-counts"
      >
        {kinds.map((kind) => {
          const Icon = UNIT_KIND_ICONS[kind];
          return (
            <Box as="li" key={kind} borderWidth="1px" rounded="lg" p="3" bg="bg" data-kind={kind}>
              <HStack gap="2" color="fg.muted" fontSize="sm">
                <Icon size={16} aria-hidden />
                <Link asChild color="fg.muted" focusRing="outside">
                  <RouterLink to={unitListPath(kind)}>{t(`unitsTree.kindsPlural.${kind}`)}</RouterLink>
                </Link>
              </HStack>
              <Text
                fontSize="2xl"
                fontWeight="semibold"
                fontVariantNumeric="tabular-nums"
                data-testid="org-count"
              >
                {query.data ? number.format(counts[kind]) : '…'}
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>

      <Flex gap="3" wrap="wrap" align="flex-end">
        {picker}
        <DebouncedInput
          value={search}
          onCommit={setSearch}
          label={t('unitsTree.tree.search')}
          placeholder={t('unitsTree.tree.searchPlaceholder')}
          icon={<Search size={16} />}
        />
        <Button size="sm" variant="outline" onClick={() => setCollapsed(new Set())}>
          <ChevronsUpDown aria-hidden />
          {t('unitsTree.tree.expandAll')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setCollapsed(new Set(branchKeys(tree)))}>
          <ChevronsDownUp aria-hidden />
          {t('unitsTree.tree.collapseAll')}
        </Button>
        <Text role="status" fontSize="sm" color="fg.muted" ms="auto">
          {search && query.data
            ? filter.matches.size
              ? t('unitsTree.tree.matches', { n: number.format(filter.matches.size) })
              : t('unitsTree.tree.noMatch', { query: search })
            : ''}
        </Text>
      </Flex>

      {failure && (
        <Alert.Root status="error" role="alert" data-testid="move-failure">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('unitsTree.moveFailed', { name: failure.name })}</Alert.Title>
            <Alert.Description>{failure.reason}</Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label={t('unitsTree.dismiss')} onClick={() => setFailure(null)} />
        </Alert.Root>
      )}

      {query.data ? (
        <OrgTreeView
          tree={tree}
          filter={filter}
          isOpen={(key) => !collapsed.has(key)}
          onToggle={toggle}
          canMove={canMove}
          onMove={onMove}
          moving={new Set(pending.keys())}
          hidden={hidden}
        />
      ) : query.isError ? (
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('unitsTree.tree.loadFailed')}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('data.table.retry')}
          </Button>
        </Alert.Root>
      ) : (
        <Box py="10" textAlign="center">
          <Loading />
        </Box>
      )}
    </Stack>
  );
}
