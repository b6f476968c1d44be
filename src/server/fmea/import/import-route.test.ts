import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FMEA_IMPORT_MESSAGES,
  MAX_IMPORT_FILE_BYTES,
  ZFmeaImportResult,
} from '../../../domain/fmea/import/contract';
import { DEFAULT_AP_CELLS } from '../../../domain/fmea/plan/ap-table';
import { rawZip, storedVersusDeflate, workbookEntries } from '../../testing/hostile-zips';
import { multipartBody, workbookBytes, zipBombBytes, type TestCell } from '../../testing/spreadsheet-files';
import { createTestApp, DEMO, loginAs, type TestApp } from '../../testing/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.kalite);
}, 120_000);
afterAll(async () => {
  await t?.close();
}, 60_000);

const upload = (
  file: { name: string; bytes: Uint8Array; field?: string } | null,
  query = '',
  headers: Record<string, string> = { cookie },
) => {
  const body = multipartBody(file);
  return t.app.inject({
    method: 'POST',
    url: `/api/fmea/import${query}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

/** A Turkish PFMEA: a title block, the header on row 7, an RPN formula and a blank line between blocks. */
function turkishWorkbook(): Buffer {
  const rows: TestCell[][] = [
    ['PROSES FMEA'],
    ['Parça Adı:', 'Braket'],
    ['Hazırlayan:', 'Ayşe'],
    [],
    [],
    [],
    [
      'Proses Adımı',
      'Potansiyel Hata Modu',
      'Hatanın Etkisi',
      'Şiddet (S)',
      'Hata Nedeni',
      'Olasılık (O)',
      'Mevcut Kontroller',
      'Saptanabilirlik (D)',
      'RÖS',
    ],
    [
      'Pres',
      'Çapak',
      'Montaj sorunu',
      7,
      'Kalıp aşınması',
      5,
      'Görsel kontrol',
      6,
      { f: 'D8*F8*H8', v: 210 },
    ],
    ['Pres', 'Eksik baskı', 'Ölçü dışı', 8, 'Malzeme', 3, 'Mastar', 4, { f: 'D9*F9*H9', v: 96 }],
    [],
    ['Kaynak', 'Gözenek', 'Sızdırmazlık', 9, 'Gaz', 4, '', 7, 999],
  ];
  return workbookBytes([{ name: 'PFMEA', rows }]);
}

describe('POST /api/fmea/import', () => {
  it('imports a Turkish PFMEA whose header is on row 7, lists the blank row and flags a wrong RPN', async () => {
    const res = await upload({ name: 'pfmea.xlsx', bytes: turkishWorkbook() });
    expect(res.statusCode).toBe(200);
    const body = ZFmeaImportResult.parse(res.json());
    expect(body).toMatchObject({
      sheet: 'PFMEA',
      headerRow: 7,
      headerRows: 1,
      form: 'aiag-4',
      format: 'xlsx',
      fileName: 'pfmea.xlsx',
    });
    expect(body.mapping.severity).toEqual({ column: 3, header: 'Şiddet (S)' });
    expect(body.mapping.rpn?.header).toBe('RÖS');
    expect(
      body.rows.map((r) => [r.sourceRow, r.potentialFailure, r.severity, r.occurrence, r.detection, r.rpn]),
    ).toEqual([
      [8, 'Çapak', 7, 5, 6, 210],
      [9, 'Eksik baskı', 8, 3, 4, 96],
      [11, 'Gözenek', 9, 4, 7, 252],
    ]);
    expect(body.skipped).toEqual([{ row: 10, reason: 'Boş satır', code: 'blank', section: null }]);
    expect(body.rows[2]!.issues).toEqual([
      expect.objectContaining({ field: 'rpn', code: 'rpn_mismatch', value: '999' }),
    ]);
    expect(body.rows[2]!.fileRpn).toBe(999);
  });

  it('reads an AIAG-VDA 2019 form made by Excel tooling: merged two-row header, formulas, AP column', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Kapak').getCell('A1').value = 'PFMEA-001 Rev A';
    const ws = wb.addWorksheet('PFMEA');
    ws.getCell('A1').value = 'AIAG-VDA PFMEA';
    ws.mergeCells('A1:J1');
    ws.getRow(4).values = [
      'Process Step',
      'Failure Mode',
      'Failure Effect',
      'Severity (S)',
      'Failure Cause',
      'Current Controls',
      '',
      '',
      '',
      'Action Priority',
      'RPN',
    ];
    ws.getRow(5).values = [
      '',
      '',
      '',
      '',
      '',
      'Prevention Control',
      'Occurrence (O)',
      'Detection Control',
      'Detection (D)',
      '',
      '',
    ];
    for (const col of ['A', 'B', 'C', 'D', 'E', 'J', 'K']) ws.mergeCells(`${col}4:${col}5`);
    ws.mergeCells('F4:I4');
    const data: [string, string, string, number, string, string, number, string, number, string][] = [
      ['CNC turning', 'OD oversize', 'Fit loose', 8, 'Tool wear', 'Tool life counter', 4, 'CMM 1/50', 3, 'M'],
      ['', '', 'Stem fracture', 10, 'Wrong program', 'Program lock', 2, 'First-off check', 2, 'H'],
    ];
    data.forEach((values, i) => {
      const r = 6 + i;
      ws.getRow(r).values = values;
      ws.getCell(`K${r}`).value = { formula: `D${r}*G${r}*I${r}`, result: values[3] * values[6] * values[8] };
    });
    ws.mergeCells('A6:A7');
    ws.mergeCells('B6:B7');
    ws.getCell('A9').value = 'Prepared by: Q. Engineer';
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const res = await upload({ name: 'aiag-vda.xlsx', bytes });
    expect(res.json()).not.toHaveProperty('error');
    expect(res.statusCode).toBe(200);
    const body = ZFmeaImportResult.parse(res.json());
    expect(body).toMatchObject({ sheet: 'PFMEA', headerRow: 4, headerRows: 2, form: 'aiag-vda-2019' });
    expect(
      body.rows.map((r) => [
        r.processStep,
        r.potentialFailure,
        r.severity,
        r.occurrence,
        r.detection,
        r.rpn,
        r.fileRpn,
        r.fileAp,
      ]),
    ).toEqual([
      ['CNC turning', 'OD oversize', 8, 4, 3, 96, 96, 'M'],
      ['CNC turning', 'OD oversize', 10, 2, 2, 40, 40, 'H'],
    ]);
    expect(body.rows[1]!.controls).toBe('Program lock\nFirst-off check');
    expect(body.skipped).toEqual([
      { row: 8, reason: 'Boş satır', code: 'blank', section: null },
      { row: 9, reason: expect.stringContaining('imza'), code: 'signature', section: null },
    ]);
    // The file's AP is kept; where the AP table says otherwise the review lists the row.
    expect(body.apCheck).toEqual({
      table: 'AIAG-VDA 2019 (varsayılan)',
      tableIsDefault: true,
      compared: 2,
      disagreements: [{ sourceRow: 7, severity: 10, occurrence: 2, detection: 2, fileAp: 'H', tableAp: 'L' }],
    });

    // With the organisation's edited table (S 9-10 × O 2-3 × D 2-4 → H) the file agrees with it.
    const admin = await loginAs(t.app, ...DEMO.admin);
    const cells = DEFAULT_AP_CELLS.map((row) => [...row]);
    cells[0]![3] = 'HMHL';
    const put = (apCells: string[][]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/fmea/settings',
        headers: { cookie: admin, 'content-type': 'application/json' },
        payload: JSON.stringify({ apCells }),
      });
    expect((await put(cells)).statusCode).toBe(200);
    try {
      const again = ZFmeaImportResult.parse((await upload({ name: 'aiag-vda.xlsx', bytes })).json());
      expect(again.apCheck).toEqual({
        table: 'Kuruluşa özel tablo (AIAG-VDA 2019 tabanlı)',
        tableIsDefault: false,
        compared: 2,
        disagreements: [],
      });
    } finally {
      await put(DEFAULT_AP_CELLS.map((row) => [...row]));
    }
  });

  it('needs a session', async () => {
    const res = await upload({ name: 'pfmea.xlsx', bytes: turkishWorkbook() }, '', {});
    expect(res.statusCode).toBe(401);
  });

  it('reads a legacy .xls (BIFF8)', async () => {
    const bytes = workbookBytes(
      [
        {
          name: 'FMEA',
          rows: [
            ['Process Step', 'Failure Mode', 'Severity', 'Occurrence', 'Detection'],
            ['Weld', 'Crack', 8, 2, 3],
          ],
        },
      ],
      'biff8',
    );
    const res = await upload({ name: 'old.xls', bytes });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ format: 'xls', rows: [{ processStep: 'Weld', rpn: 48 }] });
  });

  it('reads a semicolon CSV with a BOM, a decimal comma and a quoted line break', async () => {
    const csv =
      '\ufeffProses Adımı;Hata Modu;Şiddet;Olasılık;Tespit;RPN\r\n"Pres\nhat 2";Çapak;7;5;6;210,0\r\nBoya;Akma;8,5;2;2;34\r\n';
    const res = await upload({ name: 'fmea.csv', bytes: new TextEncoder().encode(csv) });
    expect(res.statusCode).toBe(200);
    const body = ZFmeaImportResult.parse(res.json());
    expect(body.format).toBe('csv');
    expect(body.rows[0]).toMatchObject({ processStep: 'Pres\nhat 2', rpn: 210, fileRpn: 210, issues: [] });
    expect(body.rows[1]!.severity).toBeNull();
    expect(body.rows[1]!.issues[0]).toMatchObject({ field: 'severity', code: 'out_of_range', value: '8,5' });
  });

  it('takes the sheet and the column mapping the user chose', async () => {
    const sheet = (s: number): TestCell[][] => [
      ['Failure Mode', 'Severity', 'Occurrence', 'Detection', 'Remark'],
      ['Crack', s, 2, 3, 'x'],
    ];
    const bytes = workbookBytes([
      { name: 'A', rows: sheet(4) },
      { name: 'B', rows: sheet(9) },
    ]);
    const first = await upload({ name: 'two.xlsx', bytes });
    expect(first.json()).toMatchObject({
      sheet: 'A',
      sheets: [
        { name: 'A', fmea: true, rows: 1 },
        { name: 'B', fmea: true, rows: 1 },
      ],
    });
    const chosen = await upload(
      { name: 'two.xlsx', bytes },
      `?sheet=B&mapping=${encodeURIComponent('{"effects":4}')}`,
    );
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      sheet: 'B',
      rows: [{ severity: 9, effects: 'x' }],
      mapping: { effects: { column: 4 } },
    });
    const unknown = await upload({ name: 'two.xlsx', bytes }, '?sheet=C');
    expect(unknown.statusCode).toBe(400);
    const badMapping = await upload(
      { name: 'two.xlsx', bytes },
      `?mapping=${encodeURIComponent('{"effects":99}')}`,
    );
    expect(badMapping.json()).toMatchObject({ error: { code: 'invalid_mapping', field: 'mapping' } });
  });

  it('completes an AIAG-VDA step-5 sheet from step 4 on the failure mode and says so (S only on step 4)', async () => {
    const bytes = workbookBytes([
      {
        name: '4. Failure Analysis',
        rows: [
          ['Process Step', 'Failure Mode', 'Effect', 'Severity (1-10)', 'Root Cause'],
          ['Enjeksiyon', 'Çapak kenarda', 'Montaj sorunu', 7, 'Kalıp aşınması'],
          ['Boya', 'Akma', 'Görünüm', 5, 'Viskozite düşük'],
        ],
      },
      {
        name: '5. Risk Rating',
        rows: [
          ['Failure Mode', 'O (Occurrence 1-10)', 'D (Detection 1-10)'],
          ['Akma', 4, 6],
          ['Çapak kenarda', 6, 5],
        ],
      },
    ]);
    const res = await upload({ name: 'vda.xlsx', bytes });
    expect(res.statusCode, res.body).toBe(200);
    const body = ZFmeaImportResult.parse(res.json());
    expect(body.sheet).toBe('5. Risk Rating');
    expect(body.companion).toMatchObject({
      sheet: '4. Failure Analysis',
      joined: true,
      rows: 2,
      fields: ['severity', 'processStep', 'effects', 'causes'],
    });
    expect(body.rows.map((r) => [r.potentialFailure, r.processStep, r.severity, r.rpn])).toEqual([
      ['Akma', 'Boya', 5, 120],
      ['Çapak kenarda', 'Enjeksiyon', 7, 210],
    ]);
  });

  it('imports 5 000 rows', async () => {
    const rows: TestCell[][] = [
      ['Process Step', 'Potential Failure Mode', 'Severity', 'Occurrence', 'Detection', 'RPN'],
    ];
    for (let i = 0; i < 5000; i++)
      rows.push([`Op ${i}`, `Failure ${i}`, (i % 10) + 1, ((i + 3) % 10) + 1, ((i + 7) % 10) + 1, 0]);
    const res = await upload({ name: 'big.xlsx', bytes: workbookBytes([{ name: 'S', rows }]) });
    expect(res.statusCode).toBe(200);
    const body = ZFmeaImportResult.parse(res.json());
    expect(body.rows).toHaveLength(5000);
    expect(body.rows[4999]).toMatchObject({
      sourceRow: 5001,
      potentialFailure: 'Failure 4999',
      severity: 10,
    });
  });

  it('refuses a 1-7 scale with a Turkish message and never answers rows', async () => {
    const bytes = workbookBytes([
      {
        name: 'Scales',
        rows: [
          ['SEVERITY', ''],
          ['Dangerous', 7],
          ['Serious', 6],
          ['Major', 5],
          ['Moderate', 4],
          ['Minimal', 3],
          ['Mild', 2],
          ['Not severe', 1],
        ],
      },
      {
        name: 'FMEA',
        rows: [
          ['Failure Mode', 'Severity', 'Occurrence', 'Detection'],
          ['Delay', 6, 4, 7],
        ],
      },
    ]);
    const res = await upload({ name: 'hospital.xlsx', bytes });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'unsupported_scale' });
    expect(res.json().error.message).toContain('1-7 ölçeği');
  });

  it('answers "no rows" for a header-only form', async () => {
    const bytes = workbookBytes([{ name: 'BOŞ', rows: [['Hata Modu', 'Şiddet', 'Olasılık', 'Tespit']] }]);
    const res = await upload({ name: 'bos.xlsx', bytes });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rows: [], notice: FMEA_IMPORT_MESSAGES.noRows });
  });

  describe('hostile and broken files get a clear 4xx', () => {
    const mz = new Uint8Array(4096);
    mz.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
    it.each([
      ['an .exe renamed .xlsx', 'setup.xlsx', mz, 415, 'unsupported_file_type'],
      [
        'a PDF renamed .csv',
        'x.csv',
        new TextEncoder().encode('%PDF-1.4\n1 0 obj\n'),
        415,
        'unsupported_file_type',
      ],
      ['an empty file', 'empty.xlsx', new Uint8Array(0), 400, 'empty_file'],
      [
        'a truncated zip',
        'broken.xlsx',
        workbookBytes([{ name: 'A', rows: [['x']] }]).subarray(0, 300),
        400,
        'unreadable_file',
      ],
      ['a zip that is not a workbook', 'doc.xlsx', zipBombBytes(10), 400, 'no_fmea_header'],
      [
        'a zip bomb that declares its size',
        'bomb.xlsx',
        zipBombBytes(80 * 1024 * 1024),
        413,
        'expanded_too_large',
      ],
      [
        'a zip bomb that lies about its size',
        'bomb2.xlsx',
        zipBombBytes(80 * 1024 * 1024, true),
        413,
        'expanded_too_large',
      ],
      [
        "the issue's file: directory 'stored', local header 'deflate'",
        'stored.xlsx',
        storedVersusDeflate(8 * 1024 * 1024),
        415,
        'malformed_container',
      ],
      [
        'a part whose local name differs from the directory',
        'renamed.xlsx',
        rawZip(workbookEntries(), {
          local: (n) => (n === 'xl/workbook.xml' ? { name: 'xl/workbooK.xml' } : {}),
        }),
        415,
        'malformed_container',
      ],
      [
        'a control plan (no S/O/D)',
        'cp.csv',
        new TextEncoder().encode('Op,Characteristic,Reaction Plan\n10,Diameter,Stop\n'),
        422,
        'no_fmea_header',
      ],
    ])('%s', async (_label, name, bytes, status, code) => {
      const res = await upload({ name, bytes });
      if (code === 'no_fmea_header' && status === 400) {
        // a zip whose workbook part is empty XML is unreadable or has no header: both are refusals, never a crash
        expect([400, 422]).toContain(res.statusCode);
        return;
      }
      expect(res.statusCode).toBe(status);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
      if (status === 413 || status === 415) expect(res.json().error.field).toBe('file');
    });

    it('a file over the limit gets 413', async () => {
      const bytes = new Uint8Array(MAX_IMPORT_FILE_BYTES + 1).fill(0x41);
      const res = await upload({ name: 'huge.csv', bytes });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({
        code: 'file_too_large',
        message: FMEA_IMPORT_MESSAGES.tooLarge,
      });
    });

    it('a JSON body gets the Turkish 415', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/fmea/import',
        headers: { cookie },
        payload: { rows: [] },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe(FMEA_IMPORT_MESSAGES.unsupportedType);
    });

    it('a form without the file field gets 400', async () => {
      const res = await upload({ name: 'a.csv', bytes: new TextEncoder().encode('a,b'), field: 'other' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'file_missing', field: 'file' });
      const none = await upload(null);
      expect(none.statusCode).toBe(400);
    });

    it('a form with two files gets 400 with the Turkish message, never a silent drop of the second', async () => {
      const boundary = '----kaliteIkiDosya';
      const part = (name: string, text: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: text/csv\r\n\r\n${text}\r\n`;
      const csv = 'Proses Adımı;Hata Türü;S;O;D\r\nKaynak;Çatlak;8;4;5\r\n';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/fmea/import',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: part('a.csv', csv) + part('b.csv', csv) + `--${boundary}--\r\n`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'one_file_only',
        message: FMEA_IMPORT_MESSAGES.oneFileOnly,
        field: 'file',
      });
    });
  });
});
