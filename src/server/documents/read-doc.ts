import WordExtractor from 'word-extractor';
import { boundedText, hasContent, problem, type ReadResult, tableFromRows } from './read-result';

/**
 * Text of a Word 97-2003 .doc (word-extractor). Its table cells come out tab-separated, one row per
 * line (the cell marks of the binary format), so runs of such lines are read back as tables.
 */
export async function readDoc(bytes: Uint8Array): Promise<ReadResult> {
  let body: string;
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    body = document.getBody();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/encrypt|password/i.test(message)) return problem('encrypted', 'Word belgesi parola ile korunuyor');
    return problem('corrupt', 'Word 97-2003 belgesi okunamadı');
  }
  const tables: string[][][] = [];
  let current: string[][] = [];
  for (const line of body.split(/\r?\n/)) {
    if (line.includes('\t')) {
      current.push(line.replace(/\t+$/, '').split('\t'));
      continue;
    }
    if (current.length > 0) tables.push(current);
    current = [];
  }
  if (current.length > 0) tables.push(current);
  return {
    tables: tables.filter((rows) => rows.length > 1 && hasContent(rows)).map((rows) => tableFromRows(rows)),
    text: boundedText(body),
  };
}
