import { describe, expect, it } from 'vitest';
import { FMEA_MESSAGES, ZCreateFmeaRequest, ZUpdateFmeaRequest } from './contract';
import { ZUpdateFmeaSettingsRequest } from './settings-contract';

const row = {
  processStep: 'Enjeksiyon',
  potentialFailure: 'Çapak',
  effects: 'Montaj sorunu',
  severity: 7,
  causes: 'Kalıp aşınması',
  occurrence: 5,
  controls: 'Görsel kontrol',
  detection: 6,
};
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('ZCreateFmeaRequest', () => {
  it('accepts an import row (extra keys dropped) and defaults the optional fields', () => {
    const parsed = ZCreateFmeaRequest.parse({ name: ' PFMEA ', rows: [{ ...row, rpn: 999, issues: [] }] });
    expect(parsed).toMatchObject({ name: 'PFMEA', partOrProcess: '', sourceFileName: null });
    expect(parsed.rows[0]).not.toHaveProperty('rpn');
    expect(parsed.rows[0]?.sourceRow).toBeNull();
  });

  it.each([
    [{ name: '', rows: [row] }, FMEA_MESSAGES.nameRequired],
    [{ name: 'x', rows: [] }, FMEA_MESSAGES.noRows],
    [{ name: 'x', rows: [{ ...row, severity: 11 }] }, FMEA_MESSAGES.rating],
    [{ name: 'x', rows: [{ ...row, occurrence: 0 }] }, FMEA_MESSAGES.rating],
    [{ name: 'x', rows: [{ ...row, detection: 5.5 }] }, FMEA_MESSAGES.rating],
    [{ name: 'x', rows: [{ ...row, detection: '5' }] }, FMEA_MESSAGES.rating],
    [{ name: 'x', rows: [{ ...row, potentialFailure: '  ' }] }, FMEA_MESSAGES.failureRequired],
    [
      {
        name: 'x',
        rows: [
          { ...row, id: 'a' },
          { ...row, id: 'a' },
        ],
      },
      FMEA_MESSAGES.duplicateRowId,
    ],
    [{ name: 'x', rows: [{ ...row, causes: 'x'.repeat(2001) }] }, FMEA_MESSAGES.textTooLong],
  ])('refuses %j with the Turkish message', (body, message) => {
    expect(firstMessage(ZCreateFmeaRequest.safeParse(body))).toBe(message);
  });
});

describe('ZUpdateFmeaRequest', () => {
  it('refuses an empty change', () => {
    expect(firstMessage(ZUpdateFmeaRequest.safeParse({ version: 2 }))).toBe(FMEA_MESSAGES.emptyChange);
  });

  it('needs the version the edit started from', () => {
    for (const body of [{ name: 'x' }, { version: 0, name: 'x' }, { version: 1.5, name: 'x' }])
      expect(firstMessage(ZUpdateFmeaRequest.safeParse(body)), JSON.stringify(body)).toBe(
        FMEA_MESSAGES.versionRequired,
      );
    expect(ZUpdateFmeaRequest.safeParse({ version: 1, name: 'x' }).success).toBe(true);
  });
});

describe('ZUpdateFmeaSettingsRequest', () => {
  it.each([
    [{ rpnBands: { red: 100, yellow: 150 } }, FMEA_MESSAGES.rpnBands],
    [{ rpnBands: { red: 1001, yellow: 100 } }, FMEA_MESSAGES.rpnBands],
    [{ timelineDays: { high: 0, medium: 60, low: 90 } }, FMEA_MESSAGES.timelineDays],
    [{ apCells: [['HHHH']] }, FMEA_MESSAGES.apTableShape],
    [{}, FMEA_MESSAGES.emptyChange],
  ])('refuses %j', (body, message) => {
    expect(firstMessage(ZUpdateFmeaSettingsRequest.safeParse(body))).toBe(message);
  });
});
