import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoNext,
  emptyWizard,
  todayIso,
  stepOf,
  ZWizardForm,
  type WizardStep,
  type WizardValues,
} from './wizard-values';

const filled: WizardValues = {
  title: 'Parçalarda çapak oluşuyor',
  description: 'Ayırma yüzeyinde çapak',
  customerImpact: '',
  category: 'quality',
  severity: 'high',
  department: 'production',
  discoveryDate: '2026-03-05',
  processType: 'auto',
};

describe('wizard enablement (spec: Next only with the step filled and step < 4, Previous above 1)', () => {
  it.each<[string, WizardStep, Partial<WizardValues>, boolean]>([
    ['step 1 empty', 1, { title: '', description: '' }, false],
    ['step 1 title only', 1, { description: '' }, false],
    ['step 1 whitespace title', 1, { title: '   ' }, false],
    ['step 1 filled', 1, {}, true],
    ['step 2 no severity', 2, { severity: '' }, false],
    ['step 2 no category', 2, { category: '' }, false],
    ['step 2 filled', 2, {}, true],
    ['step 3 no department', 3, { department: '' }, false],
    ['step 3 no date', 3, { discoveryDate: '' }, false],
    ['step 3 half-typed date', 3, { discoveryDate: '05.03' }, false],
    ['step 3 filled', 3, {}, true],
    ['step 4 is the last', 4, {}, false],
  ])('%s', (_name, step, patch, expected) => {
    expect(canGoNext(step, { ...filled, ...patch })).toBe(expected);
  });

  it('customer impact is optional', () => {
    expect(canGoNext(1, { ...filled, customerImpact: '' })).toBe(true);
  });

  it('Previous only above step 1', () => {
    expect([1, 2, 3, 4].map((s) => canGoBack(s as WizardStep))).toEqual([false, true, true, true]);
  });
});

describe('form defaults and request', () => {
  it('defaults the discovery date to today at the plant (Istanbul) and the process to auto-detect', () => {
    const v = emptyWizard(new Date('2026-01-09T21:30:00Z'));
    expect(v.discoveryDate).toBe('2026-01-10');
    expect(v.processType).toBe('auto');
    expect(todayIso(new Date('2026-12-31T20:59:00Z'))).toBe('2026-12-31');
  });

  it('trims the texts with the shared schema', () => {
    const result = ZWizardForm.safeParse({ ...filled, title: '  Çapak  ' });
    expect(result.data).toMatchObject({ title: 'Çapak', processType: 'auto' });
  });

  it('answers with the schema’s Turkish message on the empty select', () => {
    const issues = ZWizardForm.safeParse({ ...filled, category: '' }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([['category', 'Kategori seçin']]);
  });

  it('finds the step of the first invalid field', () => {
    expect(stepOf(['department', 'severity'])).toBe(2);
    expect(stepOf(['title'])).toBe(1);
    expect(stepOf([])).toBeNull();
  });
});
