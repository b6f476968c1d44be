import { type APIRequestContext, expect } from '@playwright/test';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Uploads the files and runs an audit of them through the API (as the signed-in user of `request`),
 * waiting until it is done: for specs about the report rather than the upload screen.
 */
export async function auditViaApi(request: APIRequestContext, files: readonly UploadFile[]): Promise<string> {
  const documentIds: string[] = [];
  for (const file of files) {
    const uploaded = await request.post('/api/audit/documents', { multipart: { files: file } });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { documents } = (await uploaded.json()) as { documents: { id: string }[] };
    documentIds.push(...documents.map((d) => d.id));
  }
  const started = await request.post('/api/audits', { data: { documentIds } });
  expect(started.status(), await started.text()).toBe(202);
  const { audit } = (await started.json()) as { audit: { id: string } };
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/audits/${audit.id}`);
        return ((await res.json()) as { audit: { status: string } }).audit.status;
      },
      { timeout: 120_000, intervals: [500, 1000] },
    )
    .toBe('done');
  return audit.id;
}
