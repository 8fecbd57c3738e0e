import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Badge, Box, chakra, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { ChevronDown, ChevronRight, GripVertical } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { childKindsOf, type UnitKind } from '../../../../domain/units/kinds';
import {
  dropTargets,
  isMovable,
  parentAfterDrop,
  UNPLACED,
  type DropTarget,
  type OrgNode,
  type OrgTree,
  type TreeFilter,
  type TreeUnit,
  type UnitKey,
} from './orgTree';
import { treeCollisions, treeKeyboardCoordinates } from './treeDnd';
import { unitViewPath } from '../paths';
import { UNIT_KIND_ICONS } from './unitKindIcons';
import { useTreeAnnouncements, type DragData, type DropData } from './useTreeAnnouncements';
import { Loading } from '../../../components/feedback/Loading';

type Props = {
  tree: OrgTree;
  filter: TreeFilter;
  isOpen: (key: UnitKey) => boolean;
  onToggle: (key: UnitKey) => void;
  /** Whether the reader may move this unit (the server decides in the end). */
  canMove: (unit: TreeUnit) => boolean;
  onMove: (unit: TreeUnit, parent: number | null) => void;
  /** Units whose move the server has not answered yet. */
  moving: ReadonlySet<UnitKey>;
  /** Kinds the screen leaves out: not counted under their parents either. */
  hidden: ReadonlySet<UnitKind>;
};

/** What the tree's rows share while a unit is dragged. */
type DragState = { targets: ReadonlySet<DropTarget>; dragging: boolean };

/**
 * The organisation's hierarchy as nested lists (a screen reader says "list, 3 items" at each
 * level), each unit with its kind, code, the counts of its children and a link to its page. A
 * unit the reader may move has a handle: dragged with the mouse or moved with the keyboard
 * (Space to pick up, arrows between the places it may go, Space to drop, Escape to cancel), it
 * is offered only the parents of its kind; the rest of the tree takes no drop.
 */
export function OrgTreeView({ tree, filter, isOpen, onToggle, canMove, onMove, moving, hidden }: Props) {
  const { t } = useTranslation();
  const [active, setActive] = useState<TreeUnit | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const activeKey = active ? (`${active.kind}:${active.id}` as UnitKey) : null;
  const targets = useMemo(
    () => (activeKey ? dropTargets(tree, activeKey) : new Set<DropTarget>()),
    [tree, activeKey],
  );
  const countTargets = useCallback(() => targets.size, [targets]);
  const accessibility = useTreeAnnouncements(countTargets);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: treeKeyboardCoordinates }),
  );

  const start = ({ active: picked }: DragStartEvent) => {
    setActive((picked.data.current as DragData).unit);
  };
  const end = ({ active: dropped, over, activatorEvent }: DragEndEvent) => {
    setActive(null);
    if (!over) return;
    const unit = (dropped.data.current as DragData).unit;
    const parent = parentAfterDrop(tree, dropped.id as UnitKey, over.id as DropTarget);
    if (parent === undefined) return;
    onMove(unit, parent);
    // Moved with the keyboard, the unit is drawn anew under its new parent: its handle keeps the
    // focus there, so the reader goes on from where the unit now is.
    if (activatorEvent instanceof KeyboardEvent) {
      requestAnimationFrame(() =>
        root.current
          ?.querySelector<HTMLElement>(
            `li[data-key="${dropped.id}"] > [data-testid=org-node-row] [data-testid=org-node-handle]`,
          )
          ?.focus(),
      );
    }
  };

  const shown = (nodes: OrgNode[]) =>
    filter.visible ? nodes.filter((n) => filter.visible!.has(n.key)) : nodes;
  const placed = shown(tree.placed);
  const unplaced = shown(tree.unplaced);
  const drag: DragState = { targets, dragging: active !== null };
  const branch = (nodes: OrgNode[]) => (
    <Branch
      nodes={nodes}
      level={0}
      filter={filter}
      isOpen={isOpen}
      onToggle={onToggle}
      canMove={canMove}
      moving={moving}
      hidden={hidden}
      drag={drag}
    />
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={treeCollisions}
      accessibility={accessibility}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setActive(null)}
    >
      <Stack gap="5" ref={root}>
        <Box
          as="section"
          aria-labelledby="org-tree-structure"
          borderWidth="1px"
          rounded="lg"
          bg="bg"
          p="3"
          data-testid="org-tree"
        >
          <Heading as="h2" id="org-tree-structure" size="sm" px="2" pb="2">
            {t('unitsTree.structure')}
          </Heading>
          {placed.length ? (
            branch(placed)
          ) : (
            <Text color="fg.muted" px="2" py="4">
              {t('unitsTree.structureEmpty')}
            </Text>
          )}
        </Box>
        {(unplaced.length > 0 || targets.has(UNPLACED)) && (
          <UnplacedSection allowed={targets.has(UNPLACED)} dragging={drag.dragging}>
            {unplaced.length ? (
              branch(unplaced)
            ) : (
              <Text color="fg.muted" px="2" py="4">
                {t('unitsTree.unplacedEmpty')}
              </Text>
            )}
          </UnplacedSection>
        )}
      </Stack>
      <DragOverlay dropAnimation={null}>{active && <DraggedChip unit={active} />}</DragOverlay>
    </DndContext>
  );
}

/** The section of units without their optional parent; while one may go there, a drop target. */
function UnplacedSection({
  allowed,
  dragging,
  children,
}: {
  allowed: boolean;
  dragging: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const label = t('unitsTree.unplaced');
  const { setNodeRef, isOver } = useDroppable({
    id: UNPLACED,
    data: { label } satisfies DropData,
    disabled: !allowed,
  });
  return (
    <Box
      ref={setNodeRef}
      as="section"
      aria-labelledby="org-tree-unplaced"
      borderWidth="1px"
      borderStyle={dragging && allowed ? 'dashed' : 'solid'}
      borderColor={dragging && allowed ? (isOver ? 'primary.solid' : 'primary.emphasized') : undefined}
      bg={isOver && allowed ? 'primary.subtle' : 'bg'}
      rounded="lg"
      p="3"
      data-testid="org-tree-unplaced"
      data-drop-target={dragging && allowed ? 'allowed' : undefined}
    >
      <Heading as="h2" id="org-tree-unplaced" size="sm" px="2">
        {label}
      </Heading>
      <Text fontSize="sm" color="fg.muted" px="2" pb="2">
        {t('unitsTree.unplacedHint')}
      </Text>
      {children}
    </Box>
  );
}

type BranchProps = Omit<Props, 'tree' | 'onMove'> & { nodes: OrgNode[]; level: number; drag: DragState };

function Branch({ nodes, level, filter, ...rest }: BranchProps) {
  const visible = filter.visible ? nodes.filter((n) => filter.visible!.has(n.key)) : nodes;
  return (
    <chakra.ul
      listStyleType="none"
      ps={level ? '5' : '0'}
      ms={level ? '4' : undefined}
      borderStartWidth={level ? '1px' : undefined}
    >
      {visible.map((node) => {
        const open = rest.isOpen(node.key);
        return (
          <chakra.li key={node.key} data-testid="org-node" data-key={node.key}>
            <NodeRow node={node} open={open} matched={filter.matches.has(node.key)} {...rest} />
            {open && node.children.length > 0 && (
              <Branch nodes={node.children} level={level + 1} filter={filter} {...rest} />
            )}
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}

function NodeRow({
  node,
  open,
  matched,
  onToggle,
  canMove,
  moving,
  hidden,
  drag,
}: Omit<BranchProps, 'nodes' | 'level' | 'filter' | 'isOpen'> & {
  node: OrgNode;
  open: boolean;
  matched: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { unit, key } = node;
  const movable = isMovable(unit.kind) && canMove(unit);
  const allowed = drag.targets.has(key);
  const {
    setNodeRef: setDragNode,
    setActivatorNodeRef,
    attributes,
    listeners,
    isDragging,
  } = useDraggable({ id: key, data: { unit } satisfies DragData, disabled: !movable || moving.has(key) });
  const { setNodeRef: setDropNode, isOver } = useDroppable({
    id: key,
    data: { label: unit.name } satisfies DropData,
    disabled: !allowed,
  });
  // The row is what moves and what takes a drop; the handle only starts a move.
  const setRowRef = useCallback(
    (element: HTMLElement | null) => {
      setDragNode(element);
      setDropNode(element);
    },
    [setDragNode, setDropNode],
  );
  const Icon = UNIT_KIND_ICONS[unit.kind];
  const Chevron = open ? ChevronDown : ChevronRight;
  const number = new Intl.NumberFormat(i18n.language);
  const counts = childKindsOf(unit.kind)
    .filter((kind) => !hidden.has(kind))
    .map((kind) => ({ kind, n: node.children.filter((child) => child.unit.kind === kind).length }))
    .filter(({ n }) => n > 0);
  const over = isOver && allowed;

  return (
    <HStack
      ref={setRowRef}
      gap="2"
      py="1"
      px="2"
      rounded="md"
      borderWidth="1px"
      borderStyle={drag.dragging && allowed ? 'dashed' : 'solid'}
      borderColor={drag.dragging && allowed ? (over ? 'primary.solid' : 'primary.emphasized') : 'transparent'}
      bg={over ? 'primary.subtle' : matched ? 'yellow.subtle' : undefined}
      opacity={isDragging ? 0.5 : 1}
      _hover={{ bg: over ? 'primary.subtle' : 'bg.muted' }}
      data-testid="org-node-row"
      data-kind={unit.kind}
      data-drop-target={drag.dragging && allowed ? 'allowed' : undefined}
    >
      {node.children.length > 0 ? (
        <IconButton
          size="2xs"
          variant="ghost"
          aria-expanded={open}
          aria-label={t(open ? 'unitsTree.collapse' : 'unitsTree.expand', { name: unit.name })}
          onClick={() => onToggle(key)}
        >
          <Box
            as="span"
            display="inline-flex"
            _rtl={open ? undefined : { transform: 'scaleX(-1)' }}
            aria-hidden
          >
            <Chevron />
          </Box>
        </IconButton>
      ) : (
        <Box w="6" flexShrink={0} aria-hidden />
      )}
      {movable && (
        <IconButton
          ref={setActivatorNodeRef}
          size="2xs"
          variant="ghost"
          cursor="grab"
          touchAction="none"
          {...attributes}
          {...listeners}
          aria-label={t('unitsTree.move', { name: unit.name })}
          data-testid="org-node-handle"
        >
          <GripVertical aria-hidden />
        </IconButton>
      )}
      <Box color="fg.muted" flexShrink={0} aria-hidden>
        <Icon size={16} />
      </Box>
      <HStack gap="2" flex="1" minW="0" wrap="wrap">
        {/* A name reads in its own direction ("Acme Direct Ltd." keeps its full stop at its end in Arabic). */}
        <Link asChild fontWeight="medium" color="fg" dir="auto" data-testid="org-node-link">
          <RouterLink to={unitViewPath(unit.kind, unit.id)}>{unit.name}</RouterLink>
        </Link>
        <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted" dir="ltr">
          {unit.code}
        </Text>
        <Badge size="sm" variant="outline">
          {t(`unitsTree.kinds.${unit.kind}`)}
        </Badge>
      </HStack>
      {moving.has(key) && <Loading label={t('unitsTree.moving', { name: unit.name })} size="xs" />}
      <HStack as="ul" listStyleType="none" gap="1" hideBelow="sm" flexShrink={0}>
        {counts.map(({ kind, n }) => {
          const ChildIcon = UNIT_KIND_ICONS[kind];
          return (
            <Badge as="li" key={kind} size="sm" variant="subtle" gap="1">
              <ChildIcon size={12} aria-hidden />
              <chakra.span srOnly>{t(`unitsTree.kindsPlural.${kind}`)}:</chakra.span>
              {number.format(n)}
            </Badge>
          );
        })}
      </HStack>
    </HStack>
  );
}

/** What follows the pointer (or the keyboard) while a unit is moved. */
function DraggedChip({ unit }: { unit: TreeUnit }) {
  const { t } = useTranslation();
  const Icon = UNIT_KIND_ICONS[unit.kind];
  return (
    <HStack
      gap="2"
      px="3"
      py="1.5"
      rounded="md"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="primary.solid"
      shadow="lg"
      w="fit-content"
      cursor="grabbing"
    >
      <Icon size={16} aria-hidden />
      <Text fontWeight="medium" dir="auto">
        {unit.name}
      </Text>
      <Badge size="sm" variant="outline">
        {t(`unitsTree.kinds.${unit.kind}`)}
      </Badge>
    </HStack>
  );
}
