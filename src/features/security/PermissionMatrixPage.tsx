import { Fragment, useCallback, useId, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  chakra,
  CloseButton,
  HStack,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Filter, Lock, LockOpen, Minus, TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PermissionUpdate, RolePermission, SecurityOperation } from '../../../domain/security';
import { useApi } from '../../lib/ApiProvider';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';
import { hasConditions, type Conditions } from './conditions';
import { ConditionsDialog } from './ConditionsDialog';
import {
  applyUpdates,
  buildMatrix,
  builtInsOf,
  bulkToggle,
  cellKey,
  cellToggle,
  columnCells,
  conditionsUpdate,
  coverage,
  dangerousGrants,
  editableCells,
  grantsOf,
  isLocked,
  limitParts,
  moveFocus,
  rowCells,
  type BuiltInCell,
  type BuiltIns,
  type Cell,
  type Grants,
  type MatrixModel,
} from './matrixModel';
import { LoadError, RefreshButton, SecurityPage, useRefreshAction } from './SecurityPage';
import { useMatrixData } from './useMatrixData';

type ChangeKind = 'grant' | 'revoke' | 'conditions';
const FAILURE: Record<ChangeKind, string> = {
  grant: 'security.errors.assignPermission',
  revoke: 'security.errors.revokePermission',
  conditions: 'security.errors.updateConditions',
};

/**
 * /security/permission-matrix (manage on security): one role's permissions as a grid of
 * (application › module) rows and operation columns. A change shows at once and is sent through
 * bulk-permissions; if the server refuses, the grid goes back and says so (spec §8 texts).
 */
export function PermissionMatrixPage() {
  const { t, i18n } = useTranslation();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const bulk = useApi().useMutation('post', '/api/security/bulk-permissions/');

  const data = useMatrixData(Number(params.get('role')));
  const refresh = useRefreshAction(data.queries);
  const roles = data.roles.data ?? [];
  const role = data.role;

  const model = useMemo(
    () =>
      data.applications.data && data.modules.data && data.operations.data
        ? buildMatrix(data.applications.data, data.modules.data, data.operations.data)
        : null,
    [data.applications.data, data.modules.data, data.operations.data],
  );
  const permissions = data.permissions.data;
  const grants = useMemo(() => grantsOf(permissions ?? []), [permissions]);
  const builtInData = data.builtIn.data;
  const builtIns = useMemo(() => builtInsOf(builtInData ?? []), [builtInData]);

  const [failure, setFailure] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{
    updates: PermissionUpdate[];
    operations: SecurityOperation[];
  } | null>(null);
  const [editing, setEditing] = useState<Cell | null>(null);

  const change = useCallback(
    async (updates: PermissionUpdate[], kind: ChangeKind) => {
      if (!updates.length || !model) return;
      const key = data.permissionsKey;
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RolePermission[]>(key);
      if (previous) queryClient.setQueryData(key, applyUpdates(previous, updates, model));
      setFailure(null);
      try {
        await bulk.mutateAsync({ body: { updates } });
      } catch {
        queryClient.setQueryData(key, previous);
        setFailure(t(FAILURE[kind]));
      } finally {
        void queryClient.invalidateQueries({ queryKey: key });
        void queryClient.invalidateQueries({ queryKey: ['get', '/api/security/roles/'] });
      }
    },
    [bulk, data.permissionsKey, model, queryClient, t],
  );

  /** A grant of a dangerous operation asks first. */
  const request = useCallback(
    (updates: PermissionUpdate[]) => {
      if (!model || !updates.length) return;
      const kind: ChangeKind = updates[0]!.action === 'grant' ? 'grant' : 'revoke';
      const dangerous = dangerousGrants(updates, model.operations);
      if (dangerous.length) setConfirm({ updates, operations: dangerous });
      else void change(updates, kind);
    },
    [change, model],
  );

  // The path separator points the way the reader reads.
  const separator = i18n.dir() === 'rtl' ? ' ‹ ' : ' › ';
  const moduleName = (id: number) => model?.modules.find((m) => m.id === id)?.name ?? '';
  const operationName = (id: number) => model?.operations.find((o) => o.id === id)?.name ?? '';

  return (
    <SecurityPage
      title={t('security.matrix.title')}
      subtitle={t('security.matrix.subtitle')}
      actions={<RefreshButton onClick={refresh.refresh} loading={refresh.loading} />}
    >
      {data.isError ? (
        <LoadError
          message={t(refresh.failed ? 'security.errors.refreshPermissions' : 'security.errors.loadMatrix')}
          onRetry={data.retry}
          retrying={data.isFetching}
        />
      ) : !data.roles.data || !model ? (
        <Text color="fg.muted" role="status">
          {t('security.loading')}
        </Text>
      ) : !role ? (
        <Text color="fg.muted">{t('security.matrix.noRoles')}</Text>
      ) : (
        <Stack gap="4">
          <HStack gap="4" wrap="wrap" align="flex-end">
            <Box minW="16rem">
              <chakra.label htmlFor={selectId} display="block" fontSize="sm" fontWeight="medium" mb="1.5">
                {t('security.matrix.role')}
              </chakra.label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  id={selectId}
                  value={role.id}
                  onChange={(e) =>
                    setParams(
                      (current) => {
                        const next = new URLSearchParams(current);
                        next.set('role', e.target.value);
                        return next;
                      },
                      { replace: true },
                    )
                  }
                >
                  {roles.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.name} ({r.code})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Box>
            <HStack gap="2" wrap="wrap" pb="2">
              <Badge variant="subtle">{t(`security.levels.${role.level}`)}</Badge>
              {role.is_system_role && (
                <Badge variant="subtle" colorPalette="purple">
                  {t('security.roles.system')}
                </Badge>
              )}
              <Text fontSize="sm" color="fg.muted">
                {t('security.matrix.holders', { users: role.users_count })}
              </Text>
            </HStack>
          </HStack>

          {failure && (
            <Alert.Root status="error" role="alert" alignItems="center">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Content>
              <CloseButton
                size="sm"
                aria-label={t('security.matrix.dismiss')}
                onClick={() => setFailure(null)}
              />
            </Alert.Root>
          )}

          {role.is_system_role && (
            <Text fontSize="sm" color="fg.muted" maxW="3xl">
              {t('security.matrix.builtInNote')}
            </Text>
          )}

          {!permissions || !builtInData ? (
            <Text color="fg.muted" role="status">
              {t('security.loading')}
            </Text>
          ) : (
            <MatrixGrid
              key={role.id}
              roleId={role.id}
              roleName={role.name}
              model={model}
              grants={grants}
              builtIns={builtIns}
              onRequest={request}
              onEditConditions={setEditing}
            />
          )}
        </Stack>
      )}

      <ConfirmDialog
        open={!!confirm}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('security.matrix.dangerousTitle')}
        body={
          confirm
            ? t('security.matrix.dangerousBody', {
                operations: confirm.operations.map((o) => o.name).join(', '),
                role: role?.name ?? '',
              })
            : ''
        }
        confirmLabel={t('security.matrix.grant')}
        destructive
        onConfirm={async () => {
          if (confirm) await change(confirm.updates, 'grant');
        }}
      />
      {editing && role && (
        <ConditionsDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          cellLabel={[role.name, moduleName(editing.module), operationName(editing.operation)].join(
            separator,
          )}
          conditions={
            (grants.get(cellKey(editing.module, editing.operation))?.conditions as Conditions) ?? null
          }
          onSave={(conditions) => void change([conditionsUpdate(role.id, editing, conditions)], 'conditions')}
        />
      )}
    </SecurityPage>
  );
}

type Position = { row: number; column: number };
const positionKey = (p: Position) => `${p.row}:${p.column}`;

/**
 * The grid: one tab stop (roving tabindex); the arrow keys move between cells, the first row
 * (column toggles) and the first column (row toggles); Space toggles; Enter edits the
 * conditions of a granted cell.
 */
function MatrixGrid({
  roleId,
  roleName,
  model,
  grants,
  builtIns,
  onRequest,
  onEditConditions,
}: {
  roleId: number;
  roleName: string;
  model: MatrixModel;
  grants: Grants;
  builtIns: BuiltIns;
  onRequest: (updates: PermissionUpdate[]) => void;
  onEditConditions: (cell: Cell) => void;
}) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const [focus, setFocus] = useState<Position>({ row: 0, column: 0 });
  const items = useRef(new Map<string, HTMLButtonElement>());
  const { modules, operations } = model;
  const size = { rows: modules.length, columns: operations.length };
  const rowIndex = new Map(modules.map((m, i) => [m.id, i]));
  const editable = (cells: Cell[]) => editableCells(cells, grants, builtIns);
  const describeBuiltIn = useBuiltInDescription();

  const register = (p: Position) => (el: HTMLButtonElement | null) => {
    if (el) items.current.set(positionKey(p), el);
    else items.current.delete(positionKey(p));
  };
  const stop = (p: Position) => ({
    ref: register(p),
    tabIndex: p.row === focus.row && p.column === focus.column ? 0 : -1,
    onFocus: () => setFocus(p),
  });

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' && focus.row >= 0 && focus.column >= 0) {
      const cell = { module: modules[focus.row]!.id, operation: operations[focus.column]!.id };
      event.preventDefault();
      if (grants.has(cellKey(cell.module, cell.operation))) onEditConditions(cell);
      return;
    }
    const next = moveFocus(focus, event.key, size, i18n.dir() === 'rtl');
    if (!next) return;
    event.preventDefault();
    setFocus(next);
    items.current.get(positionKey(next))?.focus();
  };

  return (
    <Stack gap="3">
      <HStack gap="5" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text id={hintId}>{t('security.matrix.keyboardHint')}</Text>
        <HStack gap="1.5">
          <Box as="span" color="orange.fg" aria-hidden>
            <TriangleAlert size={14} />
          </Box>
          <Text as="span">{t('security.matrix.legendDangerous')}</Text>
        </HStack>
        <HStack gap="1.5">
          <Box as="span" color="primary.fg" aria-hidden>
            <Filter size={14} />
          </Box>
          <Text as="span">{t('security.matrix.legendConditions')}</Text>
        </HStack>
        {builtIns.size > 0 && (
          <HStack gap="1.5">
            <Box as="span" color="fg.muted" aria-hidden>
              <Lock size={14} />
            </Box>
            <Text as="span">{t('security.matrix.legendBuiltIn')}</Text>
          </HStack>
        )}
        {[...builtIns.values()].some((b) => !b.whole) && (
          <HStack gap="1.5">
            <Box as="span" color="fg.muted" aria-hidden>
              <LockOpen size={14} />
            </Box>
            <Text as="span">{t('security.matrix.legendBuiltInLimited')}</Text>
          </HStack>
        )}
      </HStack>
      <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg" maxH="70vh">
        <Table.Root
          role="grid"
          size="sm"
          stickyHeader
          aria-label={t('security.matrix.gridLabel', { role: roleName })}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
        >
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader scope="col" minW="11rem">
                {t('security.matrix.module')}
              </Table.ColumnHeader>
              {operations.map((operation, column) => {
                const cells = editable(columnCells(operation.id, modules));
                return (
                  <Table.ColumnHeader
                    key={operation.id}
                    scope="col"
                    textAlign="center"
                    minW="4.5rem"
                    px="1.5"
                  >
                    <Stack gap="1" align="center">
                      <HStack gap="1">
                        <Text as="span">{operation.name}</Text>
                        {operation.is_dangerous && (
                          <Box
                            as="span"
                            color="orange.fg"
                            title={t('security.matrix.dangerous')}
                            display="inline-flex"
                          >
                            <TriangleAlert size={14} aria-hidden />
                            <Text as="span" srOnly>
                              {t('security.matrix.dangerous')}
                            </Text>
                          </Box>
                        )}
                      </HStack>
                      <BulkToggle
                        {...stop({ row: -1, column })}
                        state={coverage(grants, cells)}
                        disabled={cells.length === 0}
                        label={t(
                          coverage(grants, cells) === 'all'
                            ? 'security.matrix.revokeColumn'
                            : 'security.matrix.grantColumn',
                          { operation: operation.name },
                        )}
                        onClick={() => onRequest(bulkToggle(roleId, grants, cells))}
                      />
                    </Stack>
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {model.groups.map((group) => (
              <Fragment key={group.application.id}>
                <Table.Row bg="bg.muted">
                  <Table.Cell colSpan={operations.length + 1} fontWeight="semibold" fontSize="xs" py="1.5">
                    {group.application.name}
                  </Table.Cell>
                </Table.Row>
                {group.modules.map((module) => {
                  const row = rowIndex.get(module.id)!;
                  const cells = editable(rowCells(module.id, operations));
                  return (
                    <Table.Row key={module.id}>
                      <Table.ColumnHeader scope="row" fontWeight="normal">
                        <HStack justify="space-between" gap="3">
                          <Stack gap="0">
                            <Text as="span">
                              <Text as="span" srOnly>
                                {group.application.name}
                                {i18n.dir() === 'rtl' ? ' ‹ ' : ' › '}
                              </Text>
                              {module.name}
                            </Text>
                            {module.code.toLowerCase() !== module.name.toLowerCase() && (
                              <Text as="span" fontSize="xs" color="fg.muted">
                                {module.code}
                              </Text>
                            )}
                          </Stack>
                          <BulkToggle
                            {...stop({ row, column: -1 })}
                            state={coverage(grants, cells)}
                            disabled={cells.length === 0}
                            label={t(
                              coverage(grants, cells) === 'all'
                                ? 'security.matrix.revokeRow'
                                : 'security.matrix.grantRow',
                              { module: module.name },
                            )}
                            onClick={() => onRequest(bulkToggle(roleId, grants, cells))}
                          />
                        </HStack>
                      </Table.ColumnHeader>
                      {operations.map((operation, column) => {
                        const cell = { module: module.id, operation: operation.id };
                        const grant = grants.get(cellKey(module.id, operation.id));
                        const builtIn = builtIns.get(cellKey(module.id, operation.id));
                        const conditional = hasConditions(grant?.conditions);
                        const name = `${operation.name} — ${module.name}`;
                        if (isLocked(builtIns, grants, cell)) {
                          return (
                            <Table.Cell key={operation.id} textAlign="center" px="1">
                              <BuiltInToggle
                                {...stop({ row, column })}
                                label={t('security.matrix.builtInCell', { name })}
                              />
                            </Table.Cell>
                          );
                        }
                        const base = conditional ? t('security.matrix.cellWithConditions', { name }) : name;
                        const builtInText = builtIn && describeBuiltIn(builtIn);
                        return (
                          <Table.Cell key={operation.id} textAlign="center" px="1">
                            <HStack gap="0.5" justify="center">
                              {builtInText && (
                                <Box as="span" color="fg.muted" title={builtInText} display="inline-flex">
                                  {builtIn.whole ? (
                                    <Lock size={12} aria-hidden />
                                  ) : (
                                    <LockOpen size={12} aria-hidden />
                                  )}
                                </Box>
                              )}
                              <CellToggle
                                {...stop({ row, column })}
                                checked={!!grant}
                                label={builtInText ? `${base}. ${builtInText}` : base}
                                dangerous={operation.is_dangerous}
                                onClick={() => onRequest([cellToggle(roleId, grants, cell)])}
                              />
                              {grant && (
                                <chakra.button
                                  type="button"
                                  tabIndex={-1}
                                  aria-label={t('security.matrix.editConditions', { name })}
                                  title={t('security.matrix.editConditions', { name })}
                                  onClick={() => onEditConditions(cell)}
                                  color={conditional ? 'primary.fg' : 'fg.subtle'}
                                  rounded="sm"
                                  p="0.5"
                                  display="inline-flex"
                                  _hover={{ bg: 'bg.muted' }}
                                >
                                  <Filter
                                    size={12}
                                    aria-hidden
                                    fill={conditional ? 'currentColor' : 'none'}
                                  />
                                </chakra.button>
                              )}
                            </HStack>
                          </Table.Cell>
                        );
                      })}
                    </Table.Row>
                  );
                })}
              </Fragment>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/** How a cell's built-in right reads (tooltip and accessible label): whole, or what limits it. */
function useBuiltInDescription() {
  const { t } = useTranslation();
  return (cell: BuiltInCell) => {
    if (cell.whole) return t('security.matrix.builtInAlso');
    const limits = cell.limits.map((limit) => {
      const parts = limitParts(limit);
      return [
        ...parts.presets.map((p) => t(`security.conditions.${p}`)),
        ...(parts.ownAccount ? [t('security.matrix.ownAccount')] : []),
        ...Object.entries(parts.other).map(([key, value]) => `${key} = ${String(value)}`),
        ...(parts.fields.length
          ? [t('security.matrix.onlyFields', { fields: parts.fields.join(', ') })]
          : []),
      ].join(', ');
    });
    return t('security.matrix.builtInLimited', { limits: limits.join('; ') });
  };
}

type StopProps = {
  ref: (el: HTMLButtonElement | null) => void;
  tabIndex: number;
  onFocus: () => void;
};

function CellToggle({
  checked,
  label,
  dangerous,
  onClick,
  ...stop
}: StopProps & { checked: boolean; label: string; dangerous: boolean; onClick: () => void }) {
  return (
    <chakra.button
      type="button"
      role="checkbox"
      aria-checked={checked}
      aria-label={label}
      data-testid="matrix-cell"
      onClick={onClick}
      {...stop}
      boxSize="7"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      rounded="md"
      borderWidth="2px"
      borderColor={checked ? (dangerous ? 'orange.solid' : 'primary.solid') : 'border.emphasized'}
      bg={checked ? (dangerous ? 'orange.solid' : 'primary.solid') : 'bg'}
      color={checked ? (dangerous ? 'orange.contrast' : 'primary.contrast') : undefined}
      focusVisibleRing="outside"
      _hover={{ borderColor: dangerous ? 'orange.fg' : 'primary.fg' }}
    >
      {checked && <Check size={16} strokeWidth={3} aria-hidden />}
    </chakra.button>
  );
}

/**
 * A right the role has from the role table: shown granted, read-only. It stays in the grid's tab
 * order (the arrow keys pass through it) and says why it cannot be changed.
 */
function BuiltInToggle({ label, ...stop }: StopProps & { label: string }) {
  return (
    <chakra.button
      type="button"
      role="checkbox"
      aria-checked
      aria-disabled
      aria-readonly
      aria-label={label}
      title={label}
      data-testid="matrix-cell"
      data-built-in=""
      {...stop}
      boxSize="7"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      rounded="md"
      borderWidth="2px"
      borderStyle="dotted"
      borderColor="border.emphasized"
      bg="bg.emphasized"
      color="fg.muted"
      cursor="not-allowed"
      focusVisibleRing="outside"
    >
      <Lock size={13} strokeWidth={2.5} aria-hidden />
    </chakra.button>
  );
}

function BulkToggle({
  state,
  label,
  disabled,
  onClick,
  ...stop
}: StopProps & { state: 'none' | 'some' | 'all'; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <chakra.button
      type="button"
      aria-label={label}
      aria-disabled={disabled || undefined}
      title={label}
      onClick={disabled ? undefined : onClick}
      opacity={disabled ? 0.4 : 1}
      {...stop}
      boxSize="6"
      flexShrink="0"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      rounded="sm"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      color={state === 'none' ? 'fg.subtle' : 'primary.fg'}
      focusVisibleRing="outside"
      _hover={{ bg: 'bg.muted' }}
    >
      {state === 'all' ? (
        <Check size={14} aria-hidden />
      ) : state === 'some' ? (
        <Minus size={14} aria-hidden />
      ) : null}
    </chakra.button>
  );
}
