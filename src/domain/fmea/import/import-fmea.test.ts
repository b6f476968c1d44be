import { describe, expect, it } from 'vitest';
import { importFmeaWorkbook } from './import-fmea';
import { sheetOf as sheet } from './sheet-fixtures';
import type { TSheetGrid } from './workbook';

const run = (sheets: TSheetGrid[], options: { sheet?: string } = {}) => {
  const outcome = importFmeaWorkbook({ format: 'xlsx', sheets }, { fileName: 'f.xlsx', ...options });
  if (!outcome.ok) throw new Error(`refused: ${outcome.error.message}`);
  return outcome.result;
};
const refusal = (sheets: TSheetGrid[]) => {
  const outcome = importFmeaWorkbook({ format: 'xlsx', sheets }, { fileName: 'f.xlsx' });
  if (outcome.ok) throw new Error('imported');
  return outcome.error;
};
const mapped = (result: ReturnType<typeof run>) =>
  Object.fromEntries(Object.entries(result.mapping).flatMap(([k, v]) => (v ? [[k, v.column]] : [])));

describe('header detection by synonyms', () => {
  it.each([
    [
      'Turkish',
      [
        'Proses Adımı',
        'Hata Modu',
        'Hatanın Etkisi',
        'Şiddet (S)',
        'Hata Nedeni',
        'Olasılık (O)',
        'Mevcut Kontroller',
        'Saptanabilirlik (D)',
        'RÖS',
      ],
      {
        processStep: 0,
        potentialFailure: 1,
        effects: 2,
        severity: 3,
        causes: 4,
        occurrence: 5,
        controls: 6,
        detection: 7,
        rpn: 8,
      },
    ],
    [
      'Turkish upper case with dotted İ and dotless I',
      [
        'PROSES ADIMI',
        'HATA TÜRÜ',
        'ETKİ',
        'ŞİDDET',
        'POTANSİYEL NEDEN',
        'OLASILIK',
        'ÖNLEME KONTROLÜ',
        'TESPİT KONTROLÜ',
        'TESPİT',
      ],
      {
        processStep: 0,
        potentialFailure: 1,
        effects: 2,
        severity: 3,
        causes: 4,
        occurrence: 5,
        preventionControls: 6,
        detectionControls: 7,
        detection: 8,
      },
    ],
    [
      'English AIAG-4',
      [
        'Process Step / Function',
        'Potential Failure Mode',
        'Potential Effect(s) of Failure',
        'Severity',
        'Potential Cause(s)',
        'Occurrence',
        'Current Process Controls',
        'Detection',
        'RPN',
      ],
      {
        processStep: 0,
        potentialFailure: 1,
        effects: 2,
        severity: 3,
        causes: 4,
        occurrence: 5,
        controls: 6,
        detection: 7,
        rpn: 8,
      },
    ],
    [
      'CamelCase CSV',
      ['Process', 'FailureMode', 'FailureEffect', 'FailureCause', 'Severity', 'Occurrence', 'Detection'],
      {
        processStep: 0,
        potentialFailure: 1,
        effects: 2,
        causes: 3,
        severity: 4,
        occurrence: 5,
        detection: 6,
      },
    ],
    [
      'Korean and Spanish',
      ['공정명', '고장형태', 'EFECTO', '심각도 S', 'CAUSA', '발생도 O', '검출도 D'],
      {
        processStep: 0,
        potentialFailure: 1,
        effects: 2,
        severity: 3,
        causes: 4,
        occurrence: 5,
        detection: 6,
      },
    ],
    [
      'abbreviations, before and after action',
      ['OPN. NAME.', 'FAILURE MODE', 'SEV', 'OCC', 'DET', 'RPN', 'ACTION TAKEN', 'SEV', 'OCC', 'DET', 'RPN'],
      {
        processStep: 0,
        potentialFailure: 1,
        severity: 2,
        occurrence: 3,
        detection: 4,
        rpn: 5,
        actionTaken: 6,
        revisedSeverity: 7,
        revisedOccurrence: 8,
        revisedDetection: 9,
        revisedRpn: 10,
      },
    ],
  ])('%s', (_label, header, expected) => {
    // Columns are typed by their content too: ratings hold ratings, texts hold words.
    const numeric = new Set(
      Object.entries(expected).flatMap(([field, column]) =>
        /severity|occurrence|detection|rpn/i.test(field) && !/controls/i.test(field) ? [column] : [],
      ),
    );
    const result = run([sheet('S', [header, header.map((_, i) => (numeric.has(i) ? 3 : 'x'))])]);
    expect(mapped(result)).toEqual(expected);
    expect(result.headerRow).toBe(1);
  });

  it('finds a header on row 7 under a title block with "key:" cells', () => {
    const result = run([
      sheet('S', [
        ['PROCESS FMEA'],
        ['Part:', 'Bracket'],
        ['Team:', 'A, B'],
        [],
        [],
        ['Prepared by:', 'X'],
        ['Failure Mode', 'Severity', 'Occurrence', 'Detection'],
        ['Crack', 8, 2, 3],
      ]),
    ]);
    expect([result.headerRow, result.headerRows, result.rows[0]!.sourceRow, result.rows[0]!.rpn]).toEqual([
      7, 1, 8, 48,
    ]);
  });

  it('reads a two-row merged header: a group heading over prevention / occurrence / detection', () => {
    const result = run([
      sheet(
        'S',
        [
          ['Process Step', 'Failure Mode', 'Severity', 'Current Process', '', '', '', 'RPN'],
          ['', '', '', 'Control Prevention', 'Occurrence', 'Control Detection', 'Detection', ''],
          ['Press', 'Burr', 7, 'PM plan', 4, 'Visual', 5, 140],
        ],
        ['A1:A2', 'B1:B2', 'C1:C2', 'D1:G1', 'H1:H2'],
      ),
    ]);
    expect([result.headerRow, result.headerRows]).toEqual([1, 2]);
    expect(mapped(result)).toMatchObject({
      preventionControls: 3,
      occurrence: 4,
      detectionControls: 5,
      detection: 6,
      rpn: 7,
    });
    expect(result.rows[0]).toMatchObject({ controls: 'PM plan\nVisual', rpn: 140, fileRpn: 140, issues: [] });
    expect(result.columns[4]).toEqual({ index: 4, letter: 'E', header: 'Current Process / Occurrence' });
  });

  it('tells the detection control (text) from the D rating (numbers) under a group heading by the content', () => {
    const group = (sub: (string | number)[], data: (string | number)[]) =>
      run([
        sheet(
          'S',
          [
            ['Failure Mode', 'Severity', 'Current Controls', '', '', '', 'DET'],
            ['', '', ...sub, ''],
            ['Burr', 7, ...data],
          ],
          ['A1:A2', 'B1:B2', 'C1:F1', 'G1:G2'],
        ),
      ]);
    const numericD = group(
      ['Prevention', 'Occurrence (O)', 'Detection Control', 'Detection (D)'],
      ['PM', 4, 'Gauge', 5, ''],
    );
    expect(mapped(numericD)).toMatchObject({ occurrence: 3, detectionControls: 4, detection: 5 });
    const textD = group(
      ['PREVENTION', 'OCCURRENCE', 'Inspection', 'DETECTION'],
      ['PM', 4, 'x', 'Visual 100%', 5],
    );
    expect(mapped(textD)).toMatchObject({ occurrence: 3, detectionControls: 5, detection: 6 });
  });

  it('reads headings written one letter per row (S/e/v) as part of the header', () => {
    const result = run([
      sheet('S', [
        ['Failure Mode', 'Severity', 'Occurrence', 'Detection', 'S', 'O', 'D'],
        ['', '', '', '', 'e', 'c', 'e'],
        ['', '', '', '', 'v', 'c', 't'],
        ['Burr', 7, 4, 5, 7, 2, 5],
      ]),
    ]);
    expect([result.headerRows, result.rows.length]).toEqual([3, 1]);
    expect(result.mapping.revisedSeverity?.header).toBe('Sev');
    expect(result.rows[0]!.revised).toEqual({ severity: 7, occurrence: 2, detection: 5, rpn: null });
  });

  it('keeps the number, not its label column, when one heading is merged over both', () => {
    const result = run([
      sheet(
        'S',
        [
          ['Failure Mode', 'SEVERITY', '', 'OCCURRENCE', '', 'DETECTION', ''],
          ['Delay', 4, 'MODERATE', 2, 'LOW', 2, 'HIGH'],
        ],
        ['B1:C1', 'D1:E1', 'F1:G1'],
      ),
    ]);
    expect(mapped(result)).toEqual({ potentialFailure: 0, severity: 1, occurrence: 3, detection: 5 });
  });
});

describe('rows', () => {
  const header = ['Process Step', 'Failure Mode', 'Severity', 'Occurrence', 'Detection', 'RPN'];

  it('fills a merged process step and failure mode down, and drops merge-only rows with a reason', () => {
    const result = run([
      sheet(
        'S',
        [header, ['Press', 'Burr', 7, 4, 5, 140], ['', '', '', 2, 5, 70], ['', '', '', '', '', '']],
        ['A2:A4', 'B2:B4', 'C2:C4'],
      ),
    ]);
    expect(result.rows.map((r) => [r.processStep, r.potentialFailure, r.severity, r.rpn])).toEqual([
      ['Press', 'Burr', 7, 140],
      ['Press', 'Burr', 7, 70],
    ]);
    expect(result.skipped).toEqual([
      {
        row: 4,
        reason: 'Yalnızca üstteki birleştirilmiş hücrelerin devamı; yeni bilgi yok',
        code: 'continuation',
        section: null,
      },
    ]);
  });

  it('lists blank, repeated-header, footer, error and empty rows with their reasons', () => {
    const result = run([
      sheet('S', [
        header,
        ['Press', 'Burr', 7, 4, 5, 140],
        [],
        header,
        ['Weld', 'Crack', 8, 2, 3, 48],
        ['', '', '', '', '', '#VALUE!'],
        ['', '', '', '', '', '', 'only a remark'],
        ['Prepared by: A. Yılmaz', '', 'Approved by: B. Kaya'],
        ['Sayfa 1 / 2'],
      ]),
    ]);
    expect(result.rows.map((r) => r.sourceRow)).toEqual([2, 5]);
    expect(result.skipped.map((s) => [s.row, s.code, s.reason])).toEqual([
      [3, 'blank', 'Boş satır'],
      [4, 'repeated_header', 'Tekrarlanan başlık satırı'],
      [6, 'errors', 'Yalnızca Excel hata değerleri içeriyor (#VALUE!, #REF! …)'],
      [7, 'no_fmea_data', 'FMEA sütunlarında veri yok'],
      [8, 'signature', 'Alt bilgi / imza satırı (Hazırlayan, Onaylayan, Sayfa x / y)'],
      [9, 'signature', 'Alt bilgi / imza satırı (Hazırlayan, Onaylayan, Sayfa x / y)'],
    ]);
  });

  it('never takes a data row whose texts name FMEA columns for a repeated header', () => {
    const tr = ['Proses Adımı', 'Hata Modu', 'Hata Nedeni', 'Şiddet', 'Olasılık', 'Tespit'];
    const result = run([
      sheet('S', [
        tr,
        ['Operasyon 10', 'Hata modu 1: çapak', 'Neden: kalıp', 7, 4, 5],
        ['Operasyon 20', 'Hata modu 2', 'Neden', '', '', ''],
      ]),
    ]);
    expect(result.rows.map((r) => r.sourceRow)).toEqual([2, 3]);
    expect(result.rows[1]!.issues.map((i) => i.code)).toEqual(['blank', 'blank', 'blank']);
  });

  it.each([
    ['blank', '', 'blank'],
    ['text', 'yüksek', 'not_a_number'],
    ['above 10', '11', 'out_of_range'],
    ['zero', '0', 'out_of_range'],
    ['a decimal', '7,5', 'out_of_range'],
    ['an Excel error', '#VALUE!', 'not_a_number'],
  ])('flags S when it is %s', (_label, value, code) => {
    const result = run([
      sheet('S', [header, ['Press', 'Burr', value, 4, 5, ''], ['Press', 'Dent', 5, 5, 5, '']]),
    ]);
    expect(result.rows[0]!.severity).toBeNull();
    expect(result.rows[0]!.rpn).toBeNull();
    expect(result.rows[0]!.issues).toEqual([expect.objectContaining({ field: 'severity', code, value })]);
  });

  it('accepts a decimal comma and spaces around whole numbers, and compares the file RPN', () => {
    const result = run([
      sheet('S', [header, ['Press', 'Burr', ' 7 ', '4,0', '5', '140,0'], ['Press', 'Dent', 5, 5, 5, 100]]),
    ]);
    expect(result.rows[0]).toMatchObject({ severity: 7, occurrence: 4, rpn: 140, fileRpn: 140, issues: [] });
    expect(result.rows[1]!.issues).toEqual([
      { field: 'rpn', code: 'rpn_mismatch', message: 'Dosyadaki RPN 100, S×O×D = 5×5×5 = 125', value: '100' },
    ]);
  });

  it('reads the AIAG-VDA form: prevention and detection controls, and the file AP', () => {
    const result = run([
      sheet('S', [
        [
          'Process Step',
          'Failure Mode',
          'Severity',
          'Current Prevention Control',
          'Occurrence',
          'Current Detection Control',
          'Detection',
          'Action Priority',
          'AP Rationale',
        ],
        ['Mill', 'OD oversize', 8, 'Tool life', 4, 'CMM', 3, 'High', 'because'],
      ]),
    ]);
    expect(result.form).toBe('aiag-vda-2019');
    expect(result.rows[0]).toMatchObject({
      fileAp: 'H',
      preventionControls: 'Tool life',
      detectionControls: 'CMM',
      rpn: 96,
    });
    expect(result.mapping.ap?.column).toBe(7);
  });
});

describe('sheets, scales and empty forms', () => {
  const fmea = (rows: (string | number)[][]) => [
    ['Failure Mode', 'Severity', 'Occurrence', 'Detection'],
    ...rows,
  ];

  it('picks the FMEA sheet with rows and lists every sheet', () => {
    const result = run([
      sheet('Kapak', [['Şirket'], ['Tarih:', '01.01.2025']]),
      sheet('Boş form', fmea([])),
      sheet('PFMEA', fmea([['Burr', 7, 4, 5]])),
    ]);
    expect(result.sheet).toBe('PFMEA');
    expect(result.sheets).toEqual([
      { name: 'Kapak', fmea: false, rows: 0 },
      { name: 'Boş form', fmea: true, rows: 0 },
      { name: 'PFMEA', fmea: true, rows: 1 },
    ]);
    expect(run([sheet('PFMEA ', fmea([['Burr', 7, 4, 5]]))], { sheet: 'PFMEA' }).sheet).toBe('PFMEA ');
  });

  it('answers "no rows" for a header-only form', () => {
    const result = run([sheet('Boş form', fmea([]))]);
    expect([result.rows, result.notice]).toEqual([[], 'Bu sayfada başlık var ama veri satırı yok.']);
  });

  it.each([
    [
      'a percent heading',
      [
        ['Failure Mode', 'Severity', 'Likeliness', 'Detection %'],
        ['Leak', 100, 50, 80],
      ],
      '0-100 %',
    ],
    [
      'values above 10',
      fmea([
        ['Leak', 100, 50, 80],
        ['Jam', 50, 20, 10],
      ]),
      '0-100 %',
    ],
    [
      'a 1-5 heading',
      [
        ['Failure Mode', 'Severity (1-5)', 'Occurrence (1-5)', 'Detection (1-5)'],
        ['Leak', 4, 2, 3],
      ],
      '1-5',
    ],
  ])('refuses %s', (_label, rows, scale) => {
    const error = refusal([sheet('S', rows)]);
    expect(error).toMatchObject({ status: 422, code: 'unsupported_scale' });
    expect(error.message).toContain(scale);
  });

  it('refuses a workbook whose rating table stops at 7, but not one that goes to 10', () => {
    const ladder = (top: number) => [
      ['SEVERIDAD', ''],
      ...Array.from({ length: top }, (_, i) => [`grade ${top - i}`, top - i]),
    ];
    expect(
      refusal([sheet('Indexes', ladder(7)), sheet('FMEA', fmea([['Delay', 6, 4, 7]]))]).message,
    ).toContain('1-7');
    expect(run([sheet('Indexes', ladder(10)), sheet('FMEA', fmea([['Delay', 6, 4, 7]]))]).rows).toHaveLength(
      1,
    );
  });

  it('refuses a sheet without an FMEA header', () => {
    expect(
      refusal([
        sheet('CP', [
          ['Op', 'Characteristic', 'Reaction Plan'],
          ['10', 'Ø12', 'Stop'],
        ]),
      ]),
    ).toMatchObject({
      status: 422,
      code: 'no_fmea_header',
    });
  });
});
