// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TTask } from '../../../../domain/tasks/contract';
import { DIRECTORY_USER } from './directory-user.fixture';
import { renderWithClient, stubFetch } from '../../../lib/component-testing';
import '../tasks-mode';
import { TaskEditForm } from './task-edit-form';

const USER = DIRECTORY_USER;

const TASK: TTask = {
  id: 't1',
  title: 'Kalıp bakımı',
  description: '',
  assigneeId: USER.id,
  assigneeName: USER.fullName,
  createdById: USER.id,
  createdByName: USER.fullName,
  dueDate: '2026-11-30',
  priority: 'medium',
  status: 'todo',
  category: 'Genel',
  estimatedHours: 2.5,
  completedHours: 0,
  tags: [],
  completedAt: null,
  createdAt: '2026-11-23T10:00:00Z',
  updatedAt: '2026-11-23T10:00:00Z',
  can: { edit: true, delete: true, changeStatus: true, logHours: true },
};

beforeEach(() => {
  stubFetch(({ url }) => (url.startsWith('/api/users') ? { users: [USER] } : null));
});
afterEach(cleanup);

describe('the task edit form', () => {
  it('shows the task’s assignee once the people list arrives after the form opened', async () => {
    renderWithClient(<TaskEditForm task={TASK} />);
    await screen.findByRole('option', { name: /Ayşe Kaya/ });
    const select = screen.getByLabelText('Sorumlu Kişi *') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(USER.id));
    expect(screen.getByRole('option', { name: /Ayşe Kaya/ })).toHaveProperty('selected', true);
  });
});
