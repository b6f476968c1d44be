import type { TTask } from '../../../../domain/tasks/contract';

/** Tests only: a task the viewer may do everything with; `patch` sets what the test is about. */
export const aTask = (patch: Partial<TTask> & Pick<TTask, 'id'>): TTask => ({
  title: `Görev ${patch.id}`,
  description: '',
  assigneeId: 'u1',
  assigneeName: 'Ayşe Kaya',
  createdById: 'u1',
  createdByName: 'Ayşe Kaya',
  dueDate: '2026-12-01',
  priority: 'high',
  status: 'todo',
  category: 'Genel',
  estimatedHours: 8,
  completedHours: 2,
  tags: [],
  completedAt: null,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  can: { edit: true, delete: true, changeStatus: true, logHours: true },
  ...patch,
});
