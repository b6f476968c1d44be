// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPlanTaskDraft } from '../../../../domain/fmea/plan-output-contract';
import { Refusal, renderWithClient, sentBodies, stubDialog, stubFetch } from '../../../lib/component-testing';
import '../reverse-fmea-mode';
import { TaskDraftsDialog } from './task-drafts-dialog';

const FMEA_ID = 'f1';
const URL = `/api/fmeas/${FMEA_ID}/plan/tasks`;
const USER = {
  id: '5b0e1f5e-0c59-4b7e-9d59-3c1c9a1f0a11',
  username: 'kalip',
  fullName: 'Kemal Kalıp',
  role: 'Mühendis',
  position: 'Kalıp Mühendisi',
  department: 'Mühendislik',
  active: true,
  approved: true,
  can: { changeRole: false, deactivate: false, reactivate: false, approve: false },
};
const draft = (itemId: string, over: Partial<TPlanTaskDraft> = {}): TPlanTaskDraft => ({
  itemId,
  rowId: `row-${itemId}`,
  title: `Op 10 — Çapak ${itemId}: kalıp bakımı`,
  description: 'Kalıp ayırma yüzeyi aşınmış',
  priority: 'high',
  dueDate: '2026-12-26',
  category: 'FMEA',
  tags: ['FMEA', 'Enjeksiyon'],
  estimatedHours: 8,
  assigneeId: USER.id,
  assigneeName: USER.fullName,
  assigneeOpenTasks: 2,
  assigneeWorkload: 40,
  department: 'Mühendislik',
  suggestedRole: 'Kalıp Mühendisi',
  assigneeReason: 'Rol: Kalıp Mühendisi',
  ...over,
});
const DRAFTS = [draft('i1'), draft('i2', { assigneeId: null, assigneeName: null, department: 'Kalite' })];

let fetchSpy: ReturnType<typeof stubFetch>;
let refuse: Refusal | null = null;
beforeAll(() => {
  stubDialog();
  // The kit focuses the first invalid control one frame after a refused submit.
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 5));
});
beforeEach(() => {
  refuse = null;
  fetchSpy = stubFetch(({ method, url, body }) => {
    if (url === '/api/users') return { users: [USER] };
    if (method === 'POST' && url === URL) {
      if (refuse) return refuse;
      const { tasks } = body as { tasks: { itemId: string; task: { title: string } }[] };
      return {
        links: tasks.map(({ itemId, task }) => ({
          itemId,
          rowId: `row-${itemId}`,
          taskId: `t-${itemId}`,
          title: task.title,
          status: 'todo',
          priority: 'high',
          dueDate: '2026-12-26',
          assigneeName: USER.fullName,
          createdAt: '2026-11-26T10:00:00.000Z',
        })),
      };
    }
    return null;
  });
});
afterEach(cleanup);

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function open() {
  const onCreated = vi.fn();
  renderWithClient(
    <TaskDraftsDialog fmeaId={FMEA_ID} drafts={DRAFTS} onClose={vi.fn()} onCreated={onCreated} />,
  );
  await screen.findAllByRole('option', { name: `${USER.fullName} (${USER.department})` });
  return onCreated;
}
/** '2 Görev Oluştur': the form's check and the request, their render, then the kit's focus frame. */
const confirm = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('confirm-tasks'));
    await wait(10);
  });
  await act(() => wait(20));
};
const block = (i: number) => within(screen.getAllByTestId('task-draft')[i] as HTMLElement);
const messageOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

describe("'Aksiyonları göreve dönüştür'", () => {
  it('shows each proposal, the suggested person chosen once the user list arrives', async () => {
    await open();
    expect(block(0).getByLabelText<HTMLInputElement>('Başlık').value).toBe('Op 10 — Çapak i1: kalıp bakımı');
    expect(block(0).getByTestId<HTMLSelectElement>('draft-assignee').value).toBe(USER.id);
    expect(block(1).getByTestId<HTMLSelectElement>('draft-assignee').value).toBe('');
    expect(block(0).getByLabelText<HTMLInputElement>('Bitiş tarihi').value).toBe('26.12.2026');
    expect(block(0).getByLabelText<HTMLInputElement>('Etiketler').value).toBe('FMEA, Enjeksiyon');
    expect(screen.getByTestId('confirm-tasks').textContent).toBe('2 Görev Oluştur');
  });

  it("refuses a draft without a person: the contract's message under it, focused, nothing created", async () => {
    const onCreated = await open();
    await confirm();
    const assignee = block(1).getByTestId('draft-assignee');
    expect(assignee.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(assignee)).toBe('Lütfen zorunlu alanları doldurun!');
    expect(block(0).getByTestId('draft-assignee').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(assignee);
    expect(sentBodies(fetchSpy, 'POST', URL)).toEqual([]);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('refuses a due date that is no day', async () => {
    await open();
    fireEvent.change(block(1).getByTestId('draft-assignee'), { target: { value: USER.id } });
    const due = block(0).getByLabelText('Bitiş tarihi');
    fireEvent.change(due, { target: { value: '31.02.2026' } });
    await confirm();
    expect(messageOf(due)).toBe('Geçerli bir bitiş tarihi girin');
    expect(sentBodies(fetchSpy, 'POST', URL)).toEqual([]);
  });

  it('creates every task as edited, with the FMEA category and the tags cleaned', async () => {
    const onCreated = await open();
    fireEvent.change(block(0).getByLabelText('Başlık'), { target: { value: 'Kalıp bakım periyodu' } });
    fireEvent.change(block(1).getByTestId('draft-assignee'), { target: { value: USER.id } });
    fireEvent.change(block(1).getByLabelText('Öncelik'), { target: { value: 'critical' } });
    fireEvent.change(block(1).getByLabelText('Etiketler'), {
      target: { value: ' Kalite,  kalite , Ölçüm ,' },
    });
    fireEvent.change(block(1).getByLabelText('Bitiş tarihi'), { target: { value: '15.01.2027' } });
    await confirm();
    const task = (d: TPlanTaskDraft) => ({
      title: d.title,
      description: d.description,
      assigneeId: USER.id,
      dueDate: d.dueDate,
      priority: d.priority,
      category: 'FMEA',
      tags: d.tags,
      estimatedHours: 8,
    });
    expect(sentBodies(fetchSpy, 'POST', URL)).toEqual([
      {
        tasks: [
          { itemId: 'i1', task: { ...task(DRAFTS[0]!), title: 'Kalıp bakım periyodu' } },
          {
            itemId: 'i2',
            task: {
              ...task(DRAFTS[1]!),
              priority: 'critical',
              dueDate: '2027-01-15',
              tags: ['Kalite', 'Ölçüm'],
            },
          },
        ],
      },
    ]);
    expect(onCreated).toHaveBeenCalledWith(2);
  });

  it("shows the server's refusal under the buttons", async () => {
    refuse = new Refusal(409, {
      code: 'no_plan',
      message: 'Bu FMEA için henüz aksiyon planı yok; önce planı oluşturun.',
    });
    const onCreated = await open();
    fireEvent.change(block(1).getByTestId('draft-assignee'), { target: { value: USER.id } });
    await confirm();
    expect(screen.getByRole('alert').textContent).toBe(
      'Bu FMEA için henüz aksiyon planı yok; önce planı oluşturun.',
    );
    expect(onCreated).not.toHaveBeenCalled();
  });
});
