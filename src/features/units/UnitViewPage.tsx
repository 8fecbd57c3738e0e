import { useState, type ComponentType, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Button,
  DataList,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UNIT_KINDS, type UnitKind } from '../../../domain/units/kinds';
import { unitMessages } from '../../../domain/units/messages';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';
import { Nothing } from '../../components/data/Nothing';
import { OwnedTab } from '../../components/owned/OwnedTab';
import { ownedPaths, type OwnedKind } from '../../components/owned/ownedRows';
import { useEditor } from '../../components/data/rowDialogs';
import { changeId, withNotice } from '../../components/feedback/notify';
import { DetailPage, useRouteId } from '../../components/resource/DetailPage';
import { canOnResource } from '../../components/resource/resourceAbility';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { ChildUnitsTab } from './ChildUnitsTab';
import { EmployeesTab, useEmployeeCount } from './EmployeesTab';
import { OverviewTab } from './OverviewTab';
import { unitListPath, unitViewPath } from './paths';
import { useCount, useGet } from '../../lib/computedPaths';
import { useChoices } from './unitChoices';
import { UnitEditDialog } from './UnitEditDialog';
import {
  CHILD_TABS,
  isChildTab,
  parentKind,
  referenceField,
  UNIT_TABS,
  unitReferences,
  type UnitTab,
} from './unitKinds';
import { useUnitMessage } from './unitMessages';
import { UNIT_RESOURCES } from './unitResource';
import { UNIT_KIND_ICONS } from './tree/unitKindIcons';
import type { UnitRow } from './unitRow';
import { useUnitMutations } from './useUnitMutations';

/**
 * `/apps/organization/<kind>/view/:id[/:tab]` (read on the kind's subject): the unit's bio panel,
 * its info-edit dialog and delete (as the reader's ability allows for this row), and its tabs
 * (platform spec §2). An unknown id says the spec's "Company not found.".
 */
export function UnitViewPage({ kind }: { kind: UnitKind }) {
  const { t } = useTranslation();
  const id = useRouteId();
  const resource = UNIT_RESOURCES[kind];
  const query = useGet<UnitRow>(
    `${resource.path}{id}/`,
    { params: { path: { id: id ?? 0 } } },
    { enabled: id !== null },
  );
  return (
    <DetailPage
      texts={resource.texts}
      backTo={unitListPath(kind)}
      id={id}
      query={query}
      notFoundDetail={unitMessages.notFound(kind)}
      tabs={(row) => ({
        base: unitViewPath(kind, row.id),
        tabs: UNIT_TABS[kind].map((tab) => ({
          value: tab,
          label: t(`units.tabs.${tab}`),
          content: <UnitTabContent kind={kind} row={row} tab={tab} />,
        })),
      })}
    >
      {(row) => <UnitBio kind={kind} row={row} />}
    </DetailPage>
  );
}

/** A tab's content: each is a component of its own, mounted while its tab is open. */
function UnitTabContent({ kind, row, tab }: { kind: UnitKind; row: UnitRow; tab: UnitTab }) {
  const ability = useAppAbility();
  const canChange = canOnResource(ability, UNIT_RESOURCES[kind], 'update', row);
  if (tab === 'overview') return <OverviewTab kind={kind} row={row} />;
  if (tab === 'addresses' || tab === 'contacts')
    return <OwnedTab ownerPath={UNIT_RESOURCES[kind].path} owned={tab} owner={row} canChange={canChange} />;
  if (tab === 'employees') return <EmployeesTab kind={kind as 'team' | 'workplace'} unit={row} />;
  if (isChildTab(tab)) return <ChildUnitsTab kind={CHILD_TABS[tab]} parent={row} />;
  return null;
}

/** One figure of the bio panel: a count, a link to its tab. */
function Figure({ label, value, to }: { label: string; value: number | undefined; to: string }) {
  const { i18n } = useTranslation();
  return (
    <Link asChild focusRing="outside" _hover={{ textDecoration: 'none', bg: 'bg.muted' }} rounded="md">
      <RouterLink to={to}>
        <Stack gap="0" px="3" py="2" borderWidth="1px" rounded="md" minW="7rem">
          <Text fontSize="xl" fontWeight="semibold" data-testid="unit-figure">
            {value === undefined ? '…' : new Intl.NumberFormat(i18n.language).format(value)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {label}
          </Text>
        </Stack>
      </RouterLink>
    </Link>
  );
}

function OwnedFigure({ kind, row, owned }: { kind: UnitKind; row: UnitRow; owned: OwnedKind }) {
  const { t } = useTranslation();
  const count = useCount(ownedPaths(UNIT_RESOURCES[kind].path, owned).list, {
    params: { path: { parent: row.id } },
  });
  return <Figure label={t(`units.tabs.${owned}`)} value={count} to={unitViewPath(kind, row.id, owned)} />;
}

function ChildFigure({ kind, row, tab }: { kind: UnitKind; row: UnitRow; tab: keyof typeof CHILD_TABS }) {
  const { t } = useTranslation();
  const child = CHILD_TABS[tab];
  const count = useCount(UNIT_RESOURCES[child].path, {
    params: { query: { [referenceField(child, 'parent')]: row.id } },
  });
  return <Figure label={t(`units.tabs.${tab}`)} value={count} to={unitViewPath(kind, row.id, tab)} />;
}

function EmployeeFigure({ kind, row }: { kind: 'team' | 'workplace'; row: UnitRow }) {
  const { t } = useTranslation();
  const count = useEmployeeCount(kind, row.id);
  return (
    <Figure label={t('units.tabs.employees')} value={count} to={unitViewPath(kind, row.id, 'employees')} />
  );
}

/** A reference of the unit by name (its parent a link to it), or none. */
function ReferenceValue({
  kind,
  row,
  reference,
}: {
  kind: UnitKind;
  row: UnitRow;
  reference: Parameters<typeof useChoices>[1];
}) {
  const { t } = useTranslation();
  const choices = useChoices(kind, reference, { organization: row.id_organization });
  const id = row[referenceField(kind, reference) as keyof UnitRow] as number | null | undefined;
  if (id === null || id === undefined) return <Nothing />;
  const label = choices.labelOf(id) ?? t('units.choices.numbered', { id });
  const parent = parentKind(kind);
  if (reference === 'parent' && parent)
    return (
      <Link asChild color="primary.fg" focusRing="outside" data-testid="unit-parent">
        <RouterLink to={unitViewPath(parent, id)}>{label}</RouterLink>
      </Link>
    );
  return <Text as="span">{label}</Text>;
}

/** The bio panel: the unit's kind, name, code, status and type, its references and its counts; edit and delete. */
function UnitBio({ kind, row }: { kind: UnitKind; row: UnitRow }) {
  const { t } = useTranslation();
  const reason = useUnitMessage();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const resource = UNIT_RESOURCES[kind];
  const { remove } = useUnitMutations(kind);
  const editor = useEditor<UnitRow>();
  const [deleting, setDeleting] = useState(false);
  const canUpdate = canOnResource(ability, resource, 'update', row);
  const canDelete = canOnResource(ability, resource, 'delete', row);
  const Icon = UNIT_KIND_ICONS[kind];
  const statuses = useChoices(kind, 'status_id', { organization: row.id_organization });
  const types = useChoices(kind, 'type_id', { organization: row.id_organization });

  const references: [string, ReactNode][] = unitReferences(kind)
    .filter((r) => r !== 'status_id' && r !== 'type_id')
    .map((r) => [
      `units.fields.${referenceField(kind, r)}`,
      <ReferenceValue kind={kind} row={row} reference={r} />,
    ]);
  const tabs = UNIT_TABS[kind];

  return (
    <Stack gap="4" bg="bg" borderWidth="1px" rounded="lg" p={{ base: '5', md: '6' }} data-testid="unit-bio">
      <Flex gap="5" wrap="wrap" align="flex-start" justify="space-between">
        <HStack gap="4" minW="0" align="flex-start">
          <Box
            boxSize="14"
            rounded="lg"
            bg="primary.subtle"
            color="primary.fg"
            display="flex"
            alignItems="center"
            justifyContent="center"
            flexShrink={0}
          >
            <Icon size={28} aria-hidden />
          </Box>
          <Stack gap="1" minW="0">
            <Text fontSize="sm" color="fg.muted">
              {t(`units.kinds.${kind}`)}
            </Text>
            <Heading as="h1" size="xl">
              {row.name}
            </Heading>
            <Wrap gap="2" align="center">
              <Text as="span" fontFamily="mono" fontSize="sm" dir="ltr" data-testid="unit-code">
                {row.code}
              </Text>
              {row.status_id !== null && (
                <Badge variant="subtle" colorPalette="primary" data-testid="unit-status">
                  {statuses.labelOf(row.status_id) ?? t('units.choices.numbered', { id: row.status_id })}
                </Badge>
              )}
              {row.type_id !== null && (
                <Badge variant="outline" data-testid="unit-type">
                  {types.labelOf(row.type_id) ?? t('units.choices.numbered', { id: row.type_id })}
                </Badge>
              )}
            </Wrap>
          </Stack>
        </HStack>
        <HStack gap="3" wrap="wrap">
          {canUpdate && (
            <Button variant="outline" onClick={() => editor.edit(row)} data-testid="edit-unit">
              <Pencil aria-hidden />
              {t('units.view.edit')}
            </Button>
          )}
          {canDelete && (
            <Button
              variant="outline"
              colorPalette="red"
              onClick={() => setDeleting(true)}
              data-testid="delete-unit"
            >
              <Trash2 aria-hidden />
              {t('units.view.delete')}
            </Button>
          )}
        </HStack>
      </Flex>
      {!canUpdate && !canDelete && (
        <Text fontSize="sm" color="fg.muted">
          {t('units.view.readOnly')}
        </Text>
      )}
      <Text color={row.description ? 'fg' : 'fg.muted'}>
        {row.description || t('units.view.noDescription')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <DataList.Root orientation="horizontal" gap="2" size="sm">
          {[
            ...references,
            [
              'units.fields.status_id',
              statuses.labelOf(row.status_id) ?? (row.status_id === null ? <Nothing /> : row.status_id),
            ],
            [
              'units.fields.type_id',
              types.labelOf(row.type_id) ?? (row.type_id === null ? <Nothing /> : row.type_id),
            ],
          ].map(([label, value]) => (
            <DataList.Item key={label as string}>
              <DataList.ItemLabel minW="8rem">{t(label as string)}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Wrap gap="3" justify={{ md: 'flex-end' }}>
          {tabs.filter(isChildTab).map((tab) => (
            <ChildFigure key={tab} kind={kind} row={row} tab={tab} />
          ))}
          {tabs.includes('employees') && <EmployeeFigure kind={kind as 'team' | 'workplace'} row={row} />}
          <OwnedFigure kind={kind} row={row} owned="addresses" />
          <OwnedFigure kind={kind} row={row} owned="contacts" />
        </Wrap>
      </SimpleGrid>

      <UnitEditDialog key={editor.key} kind={kind} row={editor.row} dialog={editor.dialog} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t(`${resource.texts}.deleteTitle`)}
        body={t('units.view.deleteBody', { name: row.name })}
        confirmLabel={t('units.view.delete')}
        destructive
        errorText={(m) => reason(m)}
        onConfirm={async () => {
          await withNotice(
            changeId(resource.path, 'delete', row.id),
            { success: t(`${resource.texts}.deleted`), failure: t(`${resource.texts}.deleteFailed`) },
            () => remove.mutateAsync(row.id),
          );
          void navigate(unitListPath(kind));
        }}
      />
    </Stack>
  );
}

/** Each kind's view page, for its routes. */
export const UNIT_VIEW_PAGES = Object.fromEntries(
  UNIT_KINDS.map((kind) => {
    const Page = () => <UnitViewPage kind={kind} />;
    Page.displayName = `UnitViewPage(${kind})`;
    return [kind, Page];
  }),
) as unknown as Record<UnitKind, ComponentType>;
