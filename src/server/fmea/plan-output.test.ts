import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFmea, TFmeaPlan, TPlanItem } from '../../domain/fmea/contract';
import {
  PLAN_OUTPUT_MESSAGES,
  type TPlanTaskDrafts,
  type TPlanTaskLinks,
} from '../../domain/fmea/plan-output-contract';
import { DEMO_ACCOUNTS } from '../../domain/auth/demo-accounts';
import { planFileName } from '../../domain/fmea/plan-output-csv';
import { type Actors, inDays, loginActors } from '../testing/task-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { planItems } from '../testing/plan-items';

let t: TestApp;
let a: Actors;
let fmea: TFmea;
let plan: TFmeaPlan & { items: TPlanItem[] };

const ROWS = [
  {
    processStep: 'Enjeksiyon',
    potentialFailure: 'Çapak',
    effects: 'Montajda sıkışma',
    severity: 7,
    causes: 'Kalıp ayırma yüzeyi aşınmış',
    occurrence: 8,
    controls: 'Görsel kontrol',
    detection: 8,
    sourceRow: 9,
  },
  {
    processStep: 'Paketleme',
    potentialFailure: '=HYPERLINK("http://kötü";"tıkla")',
    effects: 'Yanlış etiket',
    severity: 4,
    causes: 'Operatör dikkatsizliği',
    occurrence: 3,
    controls: 'Barkod okuma',
    detection: 2,
    sourceRow: 10,
  },
];

const inject = (
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t.app);
  const created = await inject(a.cookie.kalite, 'POST', '/api/fmeas', { name: 'Kapak PFMEA', rows: ROWS });
  expect(created.statusCode).toBe(201);
  fmea = created.json();
  const planned = await inject(a.cookie.kalite, 'POST', `/api/fmeas/${fmea.id}/plan`, { useAi: false });
  expect(planned.statusCode).toBe(200);
  plan = { ...planned.json<TFmeaPlan>(), items: await planItems(t.app, a.cookie.kalite, fmea.id) };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the formatted .xlsx of a plan', () => {
  it('is a real workbook named Reverse_FMEA_{tr date}.xlsx, Turkish letters kept, formulas neutralised', async () => {
    const res = await inject(a.cookie.kalip, 'GET', `/api/fmeas/${fmea.id}/plan/export.xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(planFileName(new Date(), 'xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Aksiyon Planı');
    expect(sheet?.getCell('A1').value).toContain('Kapak PFMEA');
    const failures = plan.items.map((_, i) => sheet?.getRow(3 + i).getCell(2).value);
    expect(failures).toContain('Çapak');
    expect(failures).toContain(`'=HYPERLINK("http://kötü";"tıkla")`);
    for (let r = 3; r < 3 + plan.items.length; r++) {
      sheet?.getRow(r).eachCell((cell) => expect(cell.formula).toBeUndefined());
    }
    // after the spec's columns: process step, cause and S/O/D, so two items of one failure differ
    expect([13, 14, 15, 16, 17].map((c) => sheet?.getRow(2).getCell(c).value)).toEqual([
      'Proses Adımı / Operasyon',
      'Hata Nedeni',
      'S',
      'O',
      'D',
    ]);
    const capak = plan.items.findIndex((item) => item.originalFailure === 'Çapak');
    expect([13, 14, 15, 16, 17].map((c) => sheet?.getRow(3 + capak).getCell(c).value)).toEqual([
      'Enjeksiyon',
      'Kalıp ayırma yüzeyi aşınmış',
      7,
      8,
      8,
    ]);
    const english = await inject(a.cookie.kalip, 'GET', `/api/fmeas/${fmea.id}/plan/export.xlsx?lang=en`);
    const en = new ExcelJS.Workbook();
    await en.xlsx.load(english.rawPayload as unknown as ArrayBuffer);
    expect(en.getWorksheet('Action plan')?.getRow(2).getCell(2).value).toBe('Failure mode');
  });

  it('answers 409 before a plan exists and 404 for an unknown FMEA, signed-out 401', async () => {
    const bare = (
      await inject(a.cookie.kalite, 'POST', '/api/fmeas', { name: 'Plansız', rows: [ROWS[0]] })
    ).json();
    const noPlan = await inject(a.cookie.kalite, 'GET', `/api/fmeas/${bare.id}/plan/export.xlsx`);
    expect(noPlan.statusCode).toBe(409);
    expect(noPlan.json().error.message).toBe(PLAN_OUTPUT_MESSAGES.noPlan);
    const unknown = await inject(
      a.cookie.kalite,
      'GET',
      `/api/fmeas/${crypto.randomUUID()}/plan/export.xlsx`,
    );
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/fmeas/${fmea.id}/plan/export.xlsx` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('plan items into tasks', () => {
  const itemIds = () => plan.items.map((item) => item.id);

  it('drafts a task per item: title from the action, priority, due date from the timeline, FMEA category, tags, link, workload assignee', async () => {
    const res = await inject(a.cookie.kalite, 'POST', `/api/fmeas/${fmea.id}/plan/task-drafts`, {
      itemIds: itemIds(),
    });
    expect(res.statusCode).toBe(200);
    const { drafts } = res.json() as TPlanTaskDrafts;
    expect(drafts).toHaveLength(plan.items.length);
    for (const [i, draft] of drafts.entries()) {
      const item = plan.items[i];
      if (!item) throw new Error('item');
      expect(draft).toMatchObject({
        itemId: item.id,
        rowId: item.rowId,
        priority: item.priority,
        dueDate: inDays(item.timelineDays),
        category: 'FMEA',
        department: item.responsibility,
      });
      expect(draft.tags).toContain('FMEA');
      // 'Enjeksiyon — Çapak: <action>' (issue 23 §2), at most 120 characters
      expect(draft.title.startsWith(`${item.processStep} — `)).toBe(true);
      expect(draft.title.length).toBeLessThanOrEqual(120);
      const action = draft.title.split(': ').slice(1).join(': ').replace(/…$/, '');
      expect(item.preventiveAction.startsWith(action)).toBe(true);
      expect(draft.description).toContain(`Neden: ${item.cause}`);
    }
    // the right person (issue 23 §5): worn mould → the mould engineer; operator inattention → the
    // process engineer (an interlock), whatever the department's least-loaded member
    const byFailure = new Map(drafts.map((d, i) => [plan.items[i]?.originalFailure, d]));
    const mould = byFailure.get('Çapak');
    expect(mould).toMatchObject({ suggestedRole: 'Kalıp Mühendisi', assigneeId: a.id.kalip });
    expect(mould?.assigneeReason).toMatch(
      /^Rol: Kalıp Mühendisi \(neden türü: Takım \/ zımba \/ kalıp aşınması\); bu roldeki en az yüklü kişi: \d+ açık görev, iş yükü %\d+$/,
    );
    const packing = drafts.find((d) => d.suggestedRole === 'Proses Mühendisi');
    const proses = DEMO_ACCOUNTS.find((account) => account.username === 'proses');
    expect(packing?.assigneeName).toBe(proses?.fullName);
    for (const draft of drafts) {
      expect(draft.assigneeReason.startsWith(`Rol: ${draft.suggestedRole} (`)).toBe(true);
      expect(draft.description).toContain(`/reverse-fmea/analyze?fmea=${fmea.id}`);
    }
  });

  it('refuses a non-owner, an unknown item, duplicates and an empty selection', async () => {
    const url = `/api/fmeas/${fmea.id}/plan/task-drafts`;
    expect((await inject(a.cookie.kalip, 'POST', url, { itemIds: itemIds() })).statusCode).toBe(403);
    expect((await inject(a.cookie.admin, 'POST', url, { itemIds: itemIds() })).statusCode).toBe(200);
    const unknown = await inject(a.cookie.kalite, 'POST', url, { itemIds: ['yok'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(PLAN_OUTPUT_MESSAGES.unknownItem);
    expect((await inject(a.cookie.kalite, 'POST', url, { itemIds: [] })).json().error.message).toBe(
      PLAN_OUTPUT_MESSAGES.noItems,
    );
    const id = plan.items[0]?.id;
    const dup = await inject(a.cookie.kalite, 'POST', `/api/fmeas/${fmea.id}/plan/tasks`, {
      tasks: [
        { itemId: id, task: { title: 'a', assigneeId: a.id.kalip, dueDate: inDays(3) } },
        { itemId: id, task: { title: 'b', assigneeId: a.id.kalip, dueDate: inDays(3) } },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.message).toBe(PLAN_OUTPUT_MESSAGES.duplicateItem);
  });

  it('creates nothing when one task of the batch is invalid (one transaction)', async () => {
    const [first, second] = plan.items;
    if (!first || !second) throw new Error('two items expected');
    const res = await inject(a.cookie.kalite, 'POST', `/api/fmeas/${fmea.id}/plan/tasks`, {
      tasks: [
        {
          itemId: first.id,
          task: { title: 'Bölünmezlik sınaması', assigneeId: a.id.kalip, dueDate: inDays(3) },
        },
        { itemId: second.id, task: { title: 'İkinci', assigneeId: crypto.randomUUID(), dueDate: inDays(3) } },
      ],
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const links = (
      await inject(a.cookie.kalite, 'GET', `/api/fmeas/${fmea.id}/plan/tasks`)
    ).json() as TPlanTaskLinks;
    expect(links.links).toEqual([]);
    const tasks = (
      await inject(a.cookie.kalite, 'GET', `/api/tasks?search=${encodeURIComponent('Bölünmezlik sınaması')}`)
    ).json();
    expect(tasks.tasks).toEqual([]);
  });

  it('creates the confirmed tasks (category forced to FMEA), links them and shows their status as it changes', async () => {
    const drafts = (
      await inject(a.cookie.kalite, 'POST', `/api/fmeas/${fmea.id}/plan/task-drafts`, { itemIds: itemIds() })
    ).json() as TPlanTaskDrafts;
    const res = await inject(a.cookie.kalite, 'POST', `/api/fmeas/${fmea.id}/plan/tasks`, {
      tasks: drafts.drafts.map((d) => ({
        itemId: d.itemId,
        task: {
          title: `${d.title} (düzenlendi)`,
          description: d.description,
          assigneeId: a.id.bakim,
          dueDate: d.dueDate,
          priority: d.priority,
          category: 'Başka',
          tags: d.tags,
        },
      })),
    });
    expect(res.statusCode).toBe(201);
    const { links } = res.json() as TPlanTaskLinks;
    expect(links.map((l) => l.itemId).sort()).toEqual(itemIds().sort());
    const first = links[0];
    if (!first) throw new Error('link');
    expect(first).toMatchObject({ status: 'todo', assigneeName: 'Ali Kaya' });
    const task = (await inject(a.cookie.kalite, 'GET', `/api/tasks/${first.taskId}`)).json();
    expect(task).toMatchObject({ category: 'FMEA', assigneeId: a.id.bakim });
    expect(task.title).toContain('(düzenlendi)');

    const moved = await inject(a.cookie.bakim, 'PATCH', `/api/tasks/${first.taskId}`, {
      status: 'in_progress',
    });
    expect(moved.statusCode).toBe(200);
    const after = (
      await inject(a.cookie.kalip, 'GET', `/api/fmeas/${fmea.id}/plan/tasks`)
    ).json() as TPlanTaskLinks;
    expect(after.links.find((l) => l.taskId === first.taskId)?.status).toBe('in_progress');
  });

  it('keeps the tasks when the FMEA is deleted (its links go)', async () => {
    const before = (
      await inject(a.cookie.kalite, 'GET', `/api/fmeas/${fmea.id}/plan/tasks`)
    ).json() as TPlanTaskLinks;
    expect((await inject(a.cookie.kalite, 'DELETE', `/api/fmeas/${fmea.id}`)).statusCode).toBe(200);
    for (const link of before.links) {
      expect((await inject(a.cookie.kalite, 'GET', `/api/tasks/${link.taskId}`)).statusCode).toBe(200);
    }
    expect((await inject(a.cookie.kalite, 'GET', `/api/fmeas/${fmea.id}/plan/tasks`)).statusCode).toBe(404);
  });
});
