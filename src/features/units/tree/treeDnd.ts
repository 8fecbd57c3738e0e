import {
  closestCenter,
  pointerWithin,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { nextTarget } from './orgTree';

/**
 * The keyboard's moves while a unit is picked up: Down and Up go to the next and the previous
 * place it may be dropped on, in screen order (only those are registered as enabled drop
 * targets), landing on its centre. Other keys do nothing, so the page never scrolls away under it.
 */
export const treeKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = event.code === 'ArrowDown' ? 'down' : event.code === 'ArrowUp' ? 'up' : null;
  if (direction === null) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const rects = droppableContainers.getEnabled().flatMap((container) => {
    const rect = droppableRects.get(container.id);
    return rect ? [{ id: String(container.id), rect }] : [];
  });
  const next = nextTarget(
    rects.map(({ id, rect }) => ({ id, top: rect.top, height: rect.height })),
    collisionRect.top + collisionRect.height / 2,
    direction,
  );
  const rect = next && rects.find((r) => r.id === next.id)?.rect;
  if (!rect) return undefined;
  return {
    x: rect.left + rect.width / 2 - collisionRect.width / 2,
    y: rect.top + rect.height / 2 - collisionRect.height / 2,
  };
};

/**
 * With a pointer, the target is the one under it (a drop beside every target goes nowhere); with
 * the keyboard, which has no pointer, the one whose centre the item was moved onto.
 */
export const treeCollisions: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);
