import { describe, expect, it } from 'vitest';
import { measureRole } from './measure-role';

describe('measureRole: the kind of action chooses the role (issue 23 §5)', () => {
  it.each([
    // the case: an electric-shock design change is never the mould engineer's
    [
      { actionType: 'design', causeKinds: ['tool_wear'] },
      'Proses Mühendisi',
      'tasarım/proses değişikliği (S 9-10)',
    ],
    [
      { actionType: 'prevention', causeKinds: ['tool_wear'] },
      'Kalıp Mühendisi',
      'neden türü: Takım / zımba / kalıp aşınması',
    ],
    [
      { actionType: 'prevention', causeKinds: ['maintenance'] },
      'Bakım Teknisyeni',
      'neden türü: Bakım eksikliği / makine arızası',
    ],
    [
      { actionType: 'detection', causeKinds: ['gauge_msa'] },
      'Kalite Mühendisi',
      'neden türü: Ölçüm / test cihazı, kalibrasyon (MSA)',
    ],
    [
      { actionType: 'detection', causeKinds: ['inspection'] },
      'Kalite Mühendisi',
      'neden türü: Muayene / kontrol yöntemi yetersiz',
    ],
    [
      { actionType: 'prevention', causeKinds: ['training', 'first_piece'] },
      'Eğitim Sorumlusu',
      'neden türü: Yeni / eğitimsiz personel',
    ],
    [
      { actionType: 'prevention', causeKinds: ['parameter_drift'] },
      'Proses Mühendisi',
      'neden türü: Proses parametresi sapması',
    ],
    [{ actionType: 'prevention' }, 'Proses Mühendisi', 'önleme: proses değişikliği'],
    [{ actionType: 'detection', causeKinds: [] }, 'Kalite Mühendisi', 'tespit: muayene ve ölçüm'],
  ] as const)('%j → %s', (item, role, why) => {
    expect(measureRole(item)).toEqual({ role, why });
  });
});
