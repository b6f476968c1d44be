// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TTask } from '../../../../domain/tasks/contract';
import { DIRECTORY_USER } from './directory-user.fixture';
import { renderWithClient, sentBodies, stubDialog, stubFetch } from '../../../lib/component-testing';
import '../tasks-mode';
import { NewTaskModal } from './new-task-modal';

const USER = DIRECTORY_USER;

function task(body: Record<string, unknown>): TTask {
  return {
    id: 't1',
    title: String(body.title),
    description: '',
    assigneeId: USER.id,
    assigneeName: USER.fullName,
    createdById: USER.id,
    createdByName: USER.fullName,
    dueDate: String(body.dueDate),
    priority: 'medium',
    status: 'todo',
    category: 'Genel',
    estimatedHours: Number(body.estimatedHours),
    completedHours: 0,
    tags: (body.tags as string[]) ?? [],
    completedAt: null,
    createdAt: '2026-11-23T10:00:00Z',
    updatedAt: '2026-11-23T10:00:00Z',
    can: { edit: true, delete: true, changeStatus: true, logHours: true },
  };
}

let fetchSpy: ReturnType<typeof stubFetch>;
beforeAll(() => {
  stubDialog();
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
});
beforeEach(() => {
  fetchSpy = stubFetch(({ method, url, body }) => {
    if (url.startsWith('/api/users')) return { users: [USER] };
    if (method === 'POST' && url === '/api/tasks') return task(body as Record<string, unknown>);
    return null;
  });
});
afterEach(cleanup);

function open() {
  const onCreated = vi.fn();
  renderWithClient(<NewTaskModal open onClose={vi.fn()} onCreated={onCreated} />);
  return onCreated;
}
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Görev Oluştur' }));
    await new Promise((r) => setTimeout(r, 20));
  });
};
const fillRequired = async () => {
  fireEvent.change(screen.getByLabelText('Görev Başlığı *'), { target: { value: 'Kalıp bakımı' } });
  await screen.findByRole('option', { name: /Ayşe Kaya/ });
  fireEvent.change(screen.getByLabelText('Sorumlu Kişi *'), { target: { value: USER.id } });
  fireEvent.change(screen.getByLabelText('Bitiş Tarihi *'), { target: { value: '30.11.2026' } });
};

describe('Yeni Görev form', () => {
  it('an empty submit says the spec message under the title, focuses it and sends nothing', async () => {
    open();
    await submit();
    const title = screen.getByLabelText('Görev Başlığı *');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(title.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Lütfen zorunlu alanları doldurun!');
    expect(document.activeElement).toBe(title);
    expect(sentBodies(fetchSpy, 'POST', '/api/tasks')).toEqual([]);
  });

  it('a missing due date is marked on the date field', async () => {
    open();
    await fillRequired();
    fireEvent.change(screen.getByLabelText('Bitiş Tarihi *'), { target: { value: '' } });
    await submit();
    expect(screen.getByLabelText('Bitiş Tarihi *').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Görev Başlığı *').getAttribute('aria-invalid')).toBeNull();
  });

  it('adds tags with Enter and the button, ignores duplicates (Turkish case), removes one', async () => {
    open();
    const input = screen.getByLabelText('Etiketler');
    fireEvent.change(input, { target: { value: 'İSG' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'kalıp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    fireEvent.change(input, { target: { value: 'isg' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const list = screen.getByTestId('tag-list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['İSG', 'kalıp']);
    fireEvent.click(screen.getByRole('button', { name: 'İSG etiketini kaldır' }));
    expect(
      within(screen.getByTestId('tag-list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['kalıp']);
    await fillRequired();
    await submit();
    await waitFor(() => expect(sentBodies(fetchSpy, 'POST', '/api/tasks')).toHaveLength(1));
    expect(sentBodies(fetchSpy, 'POST', '/api/tasks')[0]).toMatchObject({ tags: ['kalıp'] });
  });

  it('hours: empty falls back to 8, a decimal comma is read', async () => {
    const onCreated = open();
    await fillRequired();
    fireEvent.change(screen.getByLabelText('Tahmini Süre (saat)'), { target: { value: '' } });
    await submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(sentBodies(fetchSpy, 'POST', '/api/tasks')[0]).toMatchObject({
      title: 'Kalıp bakımı',
      assigneeId: USER.id,
      dueDate: '2026-11-30',
      estimatedHours: 8,
      category: 'Genel',
    });
    cleanup();
    open();
    await fillRequired();
    fireEvent.change(screen.getByLabelText('Tahmini Süre (saat)'), { target: { value: '7,5' } });
    await submit();
    await waitFor(() => expect(sentBodies(fetchSpy, 'POST', '/api/tasks')).toHaveLength(2));
    expect(sentBodies(fetchSpy, 'POST', '/api/tasks')[1]).toMatchObject({ estimatedHours: 7.5 });
  });

  it.each(['0', '250'])('hours %s is outside 1–200: message under the field, nothing sent', async (hours) => {
    open();
    await fillRequired();
    const field = screen.getByLabelText('Tahmini Süre (saat)');
    fireEvent.change(field, { target: { value: hours } });
    await submit();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Tahmini süre 1 ile 200 saat arasında olmalıdır')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(sentBodies(fetchSpy, 'POST', '/api/tasks')).toEqual([]);
  });
});
