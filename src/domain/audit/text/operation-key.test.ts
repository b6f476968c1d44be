import { describe, expect, it } from 'vitest';
import { parseOperation } from './operation-key';

describe('parseOperation (reference §6 item 7)', () => {
  it.each([
    ['30 & 40', ['30', '40'], ''],
    ['170,180,190&200', ['170', '180', '190', '200'], ''],
    ['90A', ['90A'], ''],
    ['20a', ['20A'], ''],
    ['90 A', ['90A'], ''],
    ['90 A Montaj', ['90A'], 'Montaj'],
    ['I-10\n(수입검사)', ['I10'], ''],
    ['A-250\n(출하검사)', ['A250'], ''],
    ['OP-030', ['30'], ''],
    ['Op. 10 Kesme', ['10'], 'Kesme'],
    ['Operasyon 20: Kaynak', ['20'], 'Kaynak'],
    ['10 - Hammadde kabul', ['10'], 'Hammadde kabul'],
    ['010', ['10'], ''],
    ['0', ['0'], ''],
    ['30 ve 40 Montaj', ['30', '40'], 'Montaj'],
    ['Kesme', [], 'Kesme'],
    ['', [], ''],
    ['  \n 50 Paketleme', ['50'], 'Paketleme'],
  ])('%j → %j / %j', (text, keys, rest) => {
    const parsed = parseOperation(text);
    expect(parsed.keys).toEqual(keys);
    expect(parsed.rest).toBe(rest);
  });
});
