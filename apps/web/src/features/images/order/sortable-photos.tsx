import type { CSSProperties, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { SimpleGrid } from '@mantine/core';
import { formatNumber } from '../../../lib/format';
import type { Move } from './photo-order';

/** What a card needs to be dragged: the handle's props and the card's own. */
export interface SortableHandle {
  /** Spread on the drag handle: pointer, touch and keyboard picking up, and its ARIA. */
  handleProps: Record<string, unknown>;
  dragging: boolean;
}

function SortableItem({
  id,
  children,
}: {
  id: string;
  children: (handle: SortableHandle) => ReactNode;
}) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t`movable photo` },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
  };
  return (
    <div ref={setNodeRef} style={style}>
      {children({ handleProps: { ...attributes, ...listeners }, dragging: isDragging })}
    </div>
  );
}

/**
 * Photos in a grid that can be put in order by dragging (mouse, touch, or the keyboard on a
 * card's handle), with what happens said to screen readers in the reader's language.
 */
export function SortablePhotos({
  ids,
  onMove,
  children,
}: {
  ids: string[];
  onMove: (move: Move) => void;
  children: (id: string, place: number, handle: SortableHandle) => ReactNode;
}) {
  const { t } = useLingui();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const total = formatNumber(ids.length);
  const placeOf = (id: UniqueIdentifier | undefined) =>
    formatNumber(ids.indexOf(String(id ?? '')) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const place = placeOf(active.id);
      return t`Picked up photo ${place} of ${total}.`;
    },
    onDragOver: ({ over }) => {
      if (!over) return t`The photo is not over a place.`;
      const place = placeOf(over.id);
      return t`The photo is over place ${place} of ${total}.`;
    },
    onDragEnd: ({ over }) => {
      if (!over) return t`The photo was dropped where it was.`;
      const place = placeOf(over.id);
      return t`The photo was dropped at place ${place} of ${total}.`;
    },
    onDragCancel: ({ active }) => {
      const place = placeOf(active.id);
      return t`Moving was cancelled: the photo is back at place ${place}.`;
    },
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove({ from: ids.indexOf(String(active.id)), to: ids.indexOf(String(over.id)) });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To move a photo, press Space or Enter on its handle, move it with the arrow keys, and press Space or Enter again to drop it. Escape cancels.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {ids.map((id, i) => (
            <SortableItem key={id} id={id}>
              {(handle) => children(id, i + 1, handle)}
            </SortableItem>
          ))}
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}
