import { useMemo } from 'react';
import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { TreeUnit } from './orgTree';

/** What a draggable unit and a drop target carry for the announcements. */
export type DragData = { unit: TreeUnit };
export type DropData = { label: string };

/**
 * What a screen reader hears while a unit is moved, in the reader's language (dnd-kit's own are
 * English): picked up with how many places may take it, each place it goes over, the drop or the
 * cancellation. The result of the move is said by the page once the server has answered.
 */
export function useTreeAnnouncements(targetCount: () => number) {
  const { t } = useTranslation();
  return useMemo(() => {
    const unitOf = (active: Active) => (active.data.current as DragData | undefined)?.unit;
    const nameOf = (active: Active) => {
      const unit = unitOf(active);
      return unit
        ? t('unitsTree.dnd.unit', { kind: t(`unitsTree.kinds.${unit.kind}`), name: unit.name })
        : '';
    };
    const placeOf = (over: Over | null) => (over?.data.current as DropData | undefined)?.label ?? '';
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('unitsTree.dnd.pickedUp', { unit: nameOf(active), n: targetCount() }),
      onDragOver: ({ active, over }) =>
        over
          ? t('unitsTree.dnd.over', { unit: nameOf(active), place: placeOf(over) })
          : t('unitsTree.dnd.overNothing', { unit: nameOf(active) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('unitsTree.dnd.dropped', { unit: nameOf(active), place: placeOf(over) })
          : t('unitsTree.dnd.droppedNowhere', { unit: nameOf(active) }),
      onDragCancel: ({ active }) => t('unitsTree.dnd.cancelled', { unit: nameOf(active) }),
    };
    const screenReaderInstructions: ScreenReaderInstructions = { draggable: t('unitsTree.dnd.instructions') };
    return { announcements, screenReaderInstructions };
  }, [t, targetCount]);
}
