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
    // A list written one number per line (sumitduc's PFMEA, ROUND and SQUARE sheets).
    ['180,\n190,\n210,\n220', ['180', '190', '210', '220'], ''],
    ['170,\n180,\n190,\n200,\n210 &220', ['170', '180', '190', '200', '210', '220'], ''],
    ['180,\r\n190, Paketleme', ['180', '190'], 'Paketleme'],
    ['180,', ['180'], ''],
    // A number and a name ending on a comma: the next line is not a number, so it is not read on.
    ['10 Kesme,\n20 adet', ['10'], 'Kesme,'],
    ['10,\nKesme', ['10'], ''],
  ])('%j → %j / %j', (text, keys, rest) => {
    const parsed = parseOperation(text);
    expect(parsed.keys).toEqual(keys);
    expect(parsed.rest).toBe(rest);
  });
});
