import { describe, expect, it } from 'vitest';
import { sizeLabel } from './size-label';

describe('sizeLabel (spec §9: Bytes/KB/MB/GB, two decimals, base 1024)', () => {
  it.each([
    [0, '0 Bytes'],
    [-5, '0 Bytes'],
    [Number.NaN, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1,00 KB'],
    [1536, '1,50 KB'],
    [10_000, '9,77 KB'],
    [1024 * 1024 - 1, '1,00 MB'],
    [1024 * 1024, '1,00 MB'],
    [5.25 * 1024 * 1024, '5,25 MB'],
    [1024 ** 3, '1,00 GB'],
    [3 * 1024 ** 4, '3072,00 GB'],
  ])('%d → %s', (bytes, label) => {
    expect(sizeLabel(bytes)).toBe(label);
  });
});
