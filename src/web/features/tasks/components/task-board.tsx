import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import {
  TASK_STATUSES,
  type TTask,
  type TTaskFilter,
  type TTaskStatus,
} from '../../../../domain/tasks/contract';
import { canTransition } from '../../../../domain/tasks/status-transitions';
import { BoardColumn } from './board-column';
import { columnKeyboardCoordinates } from './board-keyboard';

interface Props {
  filter: TTaskFilter;
  today: string;
  canModify: (task: TTask) => boolean;
  onOpen: (id: string) => void;
  onMove: (task: TTask, to: TTaskStatus) => void;
  onRefused: (message: string) => void;
  moving: string | null;
}

const isStatus = (v: unknown): v is TTaskStatus =>
  typeof v === 'string' && (TASK_STATUSES as readonly string[]).includes(v);
const taskOf = (data: unknown): TTask | undefined => (data as { task?: TTask } | undefined)?.task;

/**
 * The board: drag a card by its handle with a mouse, a finger or the keyboard (Space, arrows,
 * Space), or use the card's move buttons. A drop that skips a step is refused with the reason.
 */
export function TaskBoard({ filter, today, canModify, onOpen, onMove, onRefused, moving }: Props) {
  const { t } = useTranslation('tasks');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const title = (data: unknown) => taskOf(data)?.title ?? '';
  const statusName = (id: unknown) => (isStatus(id) ? t(`status.${id}`) : '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('board.picked', { title: title(active.data.current) }),
    onDragOver: ({ active, over }) =>
      over ? t('board.over', { title: title(active.data.current), status: statusName(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('board.dropped', { title: title(active.data.current), status: statusName(over.id) })
        : t('board.cancelled'),
    onDragCancel: () => t('board.cancelled'),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const task = taskOf(active.data.current);
    if (!task || !over || !isStatus(over.id) || over.id === task.status) return;
    if (!canTransition(task.status, over.id)) {
      onRefused(t('board.notAllowed', { from: t(`status.${task.status}`), to: t(`status.${over.id}`) }));
      return;
    }
    onMove(task, over.id);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('board.instructions') } }}
    >
      <div
        className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4"
        aria-label={t('board.label')}
        role="group"
        data-testid="task-board"
      >
        {TASK_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            filter={filter}
            today={today}
            canModify={canModify}
            onOpen={onOpen}
            onMove={onMove}
            moving={moving}
          />
        ))}
      </div>
    </DndContext>
  );
}
