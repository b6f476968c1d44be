import { describe, expect, it } from 'vitest';
import { calculateCapability } from './capability';
import {
  ZCapabilityError,
  ZCapabilityRequest,
  ZCapabilityStudy,
  ZCapabilityStudySummary,
  ZCreateCapabilityStudy,
} from './contract';
import datasets from './fixtures/datasets.json';

const valid = {
  nominal: 100,
  upperTolerance: 0.5,
  lowerTolerance: 0.5,
  values: [100, 100.1, 99.9, 100.2, 99.8],
};

function messagesOf(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => ({
    message: issue.message,
    path: issue.path.join('.'),
  }));
}

describe('ZCapabilityRequest', () => {
  it('accepts the calculator input', () => {
    expect(ZCapabilityRequest.parse(valid)).toEqual(valid);
  });

  it("says 'En az 5 ölçüm değeri gereklidir!' below 5 values", () => {
    expect(messagesOf(ZCapabilityRequest.safeParse({ ...valid, values: [1, 2, 3, 4] }))).toEqual([
      { message: 'En az 5 ölçüm değeri gereklidir!', path: 'values' },
    ]);
  });

  it('refuses more than 1 000 000 values', () => {
    const result = ZCapabilityRequest.safeParse({ ...valid, values: new Array<number>(1_000_001).fill(1) });
    expect(messagesOf(result)[0]?.message).toBe('En fazla 1.000.000 ölçüm değeri girilebilir.');
  });

  it('refuses USL ≤ LSL on upperTolerance, allows a negative tolerance when USL > LSL', () => {
    const bad = ZCapabilityRequest.safeParse({ ...valid, upperTolerance: 0.1, lowerTolerance: -0.1 });
    expect(messagesOf(bad)).toEqual([
      { message: expect.stringContaining('Üst spesifikasyon limiti') as string, path: 'upperTolerance' },
    ]);
    expect(ZCapabilityRequest.safeParse({ ...valid, lowerTolerance: -0.1 }).success).toBe(true);
  });

  it.each([
    ['nominal', Number.POSITIVE_INFINITY, 'Nominal değer geçerli bir sayı olmalıdır.'],
    ['nominal', '100', 'Nominal değer geçerli bir sayı olmalıdır.'],
    ['upperTolerance', Number.NaN, 'Üst tolerans geçerli bir sayı olmalıdır.'],
    ['lowerTolerance', null, 'Alt tolerans geçerli bir sayı olmalıdır.'],
  ])('%s = %s → %s', (field, value, message) => {
    expect(messagesOf(ZCapabilityRequest.safeParse({ ...valid, [field]: value }))).toContainEqual({
      message,
      path: field,
    });
  });

  it('refuses non-finite measurements and unknown keys (strict)', () => {
    const nan = ZCapabilityRequest.safeParse({ ...valid, values: [1, 2, 3, 4, Number.NaN] });
    expect(messagesOf(nan)).toEqual([
      { message: 'Ölçüm değerleri geçerli (sonlu) sayılar olmalıdır.', path: 'values.4' },
    ]);
    expect(ZCapabilityRequest.safeParse({ ...valid, inputMode: 'manual' }).success).toBe(false);
  });
});

describe('ZCreateCapabilityStudy', () => {
  const study = { name: '  Mil çapı – hat 2 ', partNumber: 'P-1042', ...valid };

  it('trims the name and accepts optional part number and characteristic', () => {
    expect(ZCreateCapabilityStudy.parse(study).name).toBe('Mil çapı – hat 2');
    expect(ZCreateCapabilityStudy.safeParse({ name: 'Çap', ...valid }).success).toBe(true);
  });

  it.each([
    [{ name: '   ' }, 'Çalışma adı gereklidir', 'name'],
    [{ name: 'x'.repeat(121) }, 'Çalışma adı en fazla 120 karakter olabilir', 'name'],
    [{ partNumber: 'x'.repeat(121) }, 'Parça numarası en fazla 120 karakter olabilir', 'partNumber'],
    [{ characteristic: 'x'.repeat(121) }, 'Karakteristik en fazla 120 karakter olabilir', 'characteristic'],
    [{ values: [1, 2] }, 'En az 5 ölçüm değeri gereklidir!', 'values'],
    [
      { values: new Array<number>(100_001).fill(1) },
      'Kaydedilen bir çalışmada en fazla 100.000 ölçüm değeri olabilir.',
      'values',
    ],
  ])('%# → %s', (patch, message, path) => {
    expect(messagesOf(ZCreateCapabilityStudy.safeParse({ ...study, ...patch }))).toContainEqual({
      message,
      path,
    });
  });
});

describe('ZCapabilityStudy and its summary', () => {
  it('describe what the API returns for a saved study', () => {
    const outcome = calculateCapability(datasets.shaftDiameter);
    if (!outcome.ok) throw new Error('reference dataset must compute');
    const saved = {
      id: '3f1c9a9e-8d2b-4c51-9a57-2f0d6f3b1e11',
      name: 'Mil çapı',
      partNumber: null,
      characteristic: 'Çap Ø25',
      ...datasets.shaftDiameter,
      result: outcome.result,
      createdAt: '2024-05-07T08:30:00.000Z',
      userId: '6c0b0a54-1f8e-4a8e-bd65-5a1f2b9c7d20',
      userFullName: 'Ayşe Yılmaz',
      can: { delete: true },
    };
    expect(ZCapabilityStudy.safeParse(saved).success).toBe(true);
    expect(ZCapabilityStudy.safeParse({ ...saved, can: undefined }).success).toBe(false);
    const { values: _values, result, ...rest } = saved;
    const summary = {
      ...rest,
      n: result.n,
      cp: result.cp,
      cpk: result.cpk,
      processCapability: result.processCapability,
    };
    expect(ZCapabilityStudySummary.safeParse(summary).success).toBe(true);
  });

  it('error body shape matches calculateCapability errors', () => {
    const outcome = calculateCapability({ ...valid, values: [1] });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(ZCapabilityError.parse(outcome.error)).toEqual(outcome.error);
  });
});
