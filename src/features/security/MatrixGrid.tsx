import { Fragment, useId, useRef, useState } from 'react';
import { Box, chakra, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Filter, Lock, LockOpen, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PermissionUpdate } from '../../../domain/security';
import { useVocabulary } from '../../lib/vocabularyText';
import { hasConditions } from './conditions';
import {
  bulkToggle,
  cellKey,
  cellToggle,
  columnCells,
  coverage,
  editableCells,
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
import { CellToggle, BuiltInToggle, BulkToggle } from './MatrixToggles';

type Position = { row: number; column: number };
const positionKey = (p: Position) => `${p.row}:${p.column}`;

/**
 * The grid: one tab stop (roving tabindex); the arrow keys move between cells, the first row
 * (column toggles) and the first column (row toggles); Space toggles; Enter edits the
 * conditions of a granted cell.
 */
export function MatrixGrid({
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
  // Seeded operations, applications and modules in the reader's language; custom ones as named.
  const words = useVocabulary();

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
    <Stack gap="3" flex="1" minH="0">
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
      {/* The rest of the page's height, scrolling under its sticky header row; positioned, so
          the rows' visually hidden texts are placed (and clipped) inside it, not below the page. */}
      <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg" flex="1" minH="16rem" position="relative">
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
                        <Text as="span">{words.operation(operation)}</Text>
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
                          { operation: words.operation(operation) },
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
                    {words.application(group.application)}
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
                                {words.application(group.application)}
                                {i18n.dir() === 'rtl' ? ' ‹ ' : ' › '}
                              </Text>
                              {words.module(module)}
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
                              { module: words.module(module) },
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
                        const name = `${words.operation(operation)} — ${words.module(module)}`;
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
