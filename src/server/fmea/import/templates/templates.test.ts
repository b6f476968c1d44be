import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFmeaImportResult, type TFmeaImportResult } from '../../../../domain/fmea/import/contract';
import { fmeaImportOperations } from '../../../../domain/fmea/import/operations';
import {
  TEMPLATE_MESSAGES,
  ZMappingTemplate,
  ZMappingTemplateList,
  type TMappingTemplate,
} from '../../../../domain/fmea/import/template-contract';
import { fmeaTemplateOperations as ops } from '../../../../domain/fmea/import/template-operations';
import { operationUrl } from '../../../../domain/shared/operation';
import { multipartBody, workbookBytes, type TestCell } from '../../../testing/spreadsheet-files';
import { createTestApp, DEMO, loginAs, type TestApp } from '../../../testing/test-app';

// A plant's template whose process step is headed 'Bölüm' (no synonym names it): the user maps
// it once in the review, saves the template, and the next file of that template comes back mapped.
const HEADER = ['Bölüm', 'Hata Türü', 'Etki', 'Şiddet', 'Neden', 'Olasılık', 'Kontroller', 'Tespit'];
const plantFile = (title: string, rows: TestCell[][]) =>
  workbookBytes([{ name: 'PFMEA', rows: [[title], ['Hazırlayan: Kalite'], HEADER, ...rows] }]);
const FIRST = plantFile('PROSES FMEA — Braket', [
  ['Pres', 'Çapak', 'Montaj sorunu', 7, 'Kalıp aşınması', 5, 'Görsel', 6],
]);
const SECOND = plantFile('PROSES FMEA — Kapak rev 4', [
  ['Kaynak', 'Gözenek', 'Sızdırmazlık', 9, 'Gaz', 4, 'Kaçak testi', 3],
  ['Boya', 'Akıntı', 'Görünüm', 4, 'Viskozite', 6, 'Görsel', 7],
]);

type Who = 'kalite' | 'kalip' | 'admin';
let t: TestApp;
let other: TestApp;
const cookie = {} as Record<Who, string>;
let otherCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['kalite', 'kalip', 'admin'] as const)
    cookie[who] = await loginAs(t.app, DEMO[who][0], DEMO[who][1]);
  // Another organisation: its own installation and database.
  other = await createTestApp();
  otherCookie = await loginAs(other.app, ...DEMO.kalite);
}, 240_000);
afterAll(async () => {
  await t?.close();
  await other?.close();
}, 60_000);

async function upload(
  bytes: Buffer,
  query: Record<string, string> = {},
  as = cookie.kalite,
  app = t.app,
): Promise<{ status: number; body: unknown }> {
  const form = multipartBody({ name: 'pfmea.xlsx', bytes });
  const res = await app.inject({
    method: 'POST',
    url: operationUrl(fmeaImportOperations.importFile.path, {}, query),
    headers: { cookie: as, ...form.headers },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}
const imported = async (bytes: Buffer, query: Record<string, string> = {}): Promise<TFmeaImportResult> => {
  const res = await upload(bytes, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZFmeaImportResult.parse(res.body);
};

const send = (
  as: string,
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  app = t.app,
) => app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
const itemUrl = (id: string) => operationUrl(ops.updateTemplate.path, { id });
const mappingOf = (result: TFmeaImportResult) =>
  Object.fromEntries(Object.entries(result.mapping).map(([field, m]) => [field, m?.column ?? null]));

/** The review's journey: read the file, correct the step's column, save the corrected mapping. */
async function saveTemplate(as: Who, name: string): Promise<TMappingTemplate> {
  const corrected = await imported(FIRST, { mapping: JSON.stringify({ processStep: 0 }) });
  const res = await send(cookie[as], 'POST', ops.createTemplate.path, {
    name,
    signature: corrected.signature,
    mapping: mappingOf(corrected),
  });
  expect(res.statusCode, res.body).toBe(201);
  return ZMappingTemplate.parse(res.json());
}

async function deleteAll() {
  const list = ZMappingTemplateList.parse((await send(cookie.admin, 'GET', ops.listTemplates.path)).json());
  for (const template of list.templates) await send(cookie.admin, 'DELETE', itemUrl(template.id));
}

describe('FMEA import mapping templates', () => {
  it('a saved template is applied to the next file of the same header', async () => {
    await deleteAll();
    const before = await imported(SECOND);
    expect(before.template).toBeNull();
    expect(before.mapping.processStep).toBeNull();

    const template = await saveTemplate('kalite', 'Braket hattı');
    expect(template).toMatchObject({ name: 'Braket hattı', can: { edit: true, delete: true } });

    const after = await imported(SECOND);
    expect(after.signature).toBe(before.signature);
    expect(after.template).toEqual({
      id: template.id,
      name: 'Braket hattı',
      how: 'signature',
      fallbacks: [],
    });
    expect(after.rows.map((r) => [r.processStep, r.potentialFailure, r.severity])).toEqual([
      ['Kaynak', 'Gözenek', 9],
      ['Boya', 'Akıntı', 4],
    ]);
    // The review may still choose none, or correct a column on top of the template.
    expect((await imported(SECOND, { template: 'none' })).template).toBeNull();
    const corrected = await imported(SECOND, { mapping: JSON.stringify({ processStep: null }) });
    expect(corrected.template?.id).toBe(template.id);
    expect(corrected.rows[0]?.processStep).toBe('');
  });

  it('the latest changed template of a header applies; another can be chosen by id', async () => {
    await deleteAll();
    const older = await saveTemplate('kalite', 'Eski');
    const newer = await saveTemplate('kalip', 'Yeni');
    expect((await imported(SECOND)).template?.id).toBe(newer.id);
    const chosen = await imported(SECOND, { template: older.id });
    expect(chosen.template).toMatchObject({ id: older.id, how: 'chosen' });
    // Renaming the older one makes it the latest changed.
    expect(
      (await send(cookie.kalite, 'PATCH', itemUrl(older.id), { name: 'Eski (güncel)' })).statusCode,
    ).toBe(200);
    expect((await imported(SECOND)).template).toMatchObject({ id: older.id, name: 'Eski (güncel)' });
  });

  it('its author or a Yönetici may rename, change and delete it; another user gets 403', async () => {
    await deleteAll();
    const template = await saveTemplate('kalite', 'Kalite şablonu');
    const list = ZMappingTemplateList.parse((await send(cookie.kalip, 'GET', ops.listTemplates.path)).json());
    expect(list.templates.find((x) => x.id === template.id)?.can).toEqual({ edit: false, delete: false });

    const refusedEdit = await send(cookie.kalip, 'PATCH', itemUrl(template.id), { name: 'Başkası' });
    expect(refusedEdit.statusCode).toBe(403);
    expect(refusedEdit.json().error).toMatchObject({
      code: 'forbidden',
      message: TEMPLATE_MESSAGES.forbiddenEdit,
    });
    const refusedDelete = await send(cookie.kalip, 'DELETE', itemUrl(template.id));
    expect(refusedDelete.statusCode).toBe(403);
    expect(refusedDelete.json().error.message).toBe(TEMPLATE_MESSAGES.forbiddenDelete);

    const renamed = await send(cookie.kalite, 'PATCH', itemUrl(template.id), { name: 'Braket v2' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Braket v2', mapping: template.mapping });

    const changed = await send(cookie.admin, 'PATCH', itemUrl(template.id), {
      mapping: { ...template.mapping, processStep: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Braket v2', can: { edit: true, delete: true } });
    expect((await imported(SECOND)).mapping.processStep).toBeNull();

    expect((await send(cookie.admin, 'DELETE', itemUrl(template.id))).statusCode).toBe(200);
    expect((await send(cookie.kalite, 'PATCH', itemUrl(template.id), { name: 'x' })).statusCode).toBe(404);
    expect((await imported(SECOND)).template).toBeNull();

    const own = await saveTemplate('kalip', 'Kalıp şablonu');
    expect((await send(cookie.kalip, 'DELETE', itemUrl(own.id))).statusCode).toBe(200);
  });

  it('another organisation neither sees nor reaches it (404)', async () => {
    await deleteAll();
    const template = await saveTemplate('kalite', 'Bizim şablon');
    const list = ZMappingTemplateList.parse(
      (await send(otherCookie, 'GET', ops.listTemplates.path, undefined, other.app)).json(),
    );
    expect(list.templates).toEqual([]);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await send(
        otherCookie,
        method,
        itemUrl(template.id),
        method === 'PATCH' ? { name: 'x' } : undefined,
        other.app,
      );
      expect(res.statusCode, method).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'not_found', message: TEMPLATE_MESSAGES.notFound });
    }
    const chosen = await upload(SECOND, { template: template.id }, otherCookie, other.app);
    expect(chosen.status).toBe(404);
    const auto = ZFmeaImportResult.parse((await upload(SECOND, {}, otherCookie, other.app)).body);
    expect(auto.template).toBeNull();
  });

  it('is listed in the OpenAPI document, every operation', () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/api/fmea/import-templates'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/fmea/import-templates/{id}'] ?? {}).sort()).toEqual(['delete', 'patch']);
  });

  it('validates the request with the shared schema', async () => {
    const blank = await send(cookie.kalite, 'POST', ops.createTemplate.path, {
      name: '  ',
      signature: '["a"]',
      mapping: {},
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatchObject({ message: TEMPLATE_MESSAGES.nameRequired, field: 'name' });
    const badColumn = await send(cookie.kalite, 'POST', ops.createTemplate.path, {
      name: 'x',
      signature: '["a"]',
      mapping: { severity: -1 },
    });
    expect(badColumn.statusCode).toBe(400);
    const badChoice = await upload(SECOND, { template: 'birisi' });
    expect(badChoice.status).toBe(400);
  });
});
