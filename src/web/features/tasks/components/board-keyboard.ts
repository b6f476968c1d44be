import { type KeyboardCoordinateGetter, KeyboardCode } from '@dnd-kit/core';
import { TASK_STATUSES } from '../../../../domain/tasks/contract';

/**
 * Arrow keys jump the dragged card to the next or previous status column (in workflow order, whatever
 * the layout: four columns on a desktop, two rows on a tablet) instead of nudging it by 25 px.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  const step =
    event.code === KeyboardCode.Right || event.code === KeyboardCode.Down
      ? 1
      : event.code === KeyboardCode.Left || event.code === KeyboardCode.Up
        ? -1
        : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, over, active } = context;
  if (!collisionRect) return undefined;
  const from =
    typeof over?.id === 'string' ? over.id : String(active?.data.current?.['status'] ?? TASK_STATUSES[0]);
  const index = TASK_STATUSES.indexOf(from as (typeof TASK_STATUSES)[number]);
  const target = TASK_STATUSES[index + step];
  const rect = target ? droppableRects.get(target) : undefined;
  if (!rect) return currentCoordinates;
  return {
    x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2),
    y: rect.top + Math.min(48, Math.max(0, rect.height - collisionRect.height) / 2),
  };
};
