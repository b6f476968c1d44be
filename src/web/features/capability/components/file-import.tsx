import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/ui/alert-box';
import { FilePicker } from '../../../components/ui/file-picker';
import { Select } from '../../../components/ui/form/select';
import { Spinner } from '../../../components/ui/spinner';
import type { ImportedColumn } from '../hooks/use-calculator';
import { readSpreadsheet } from '../utils/read-spreadsheet';
import {
  describeColumns,
  extractColumn,
  firstRowIsHeader,
  guessMeasurementColumn,
  type SheetRows,
} from '../utils/spreadsheet-column';

interface Props {
  imported: ImportedColumn | null;
  onImported: (column: ImportedColumn | null) => void;
  /** Id of the message about the measurements; the file chooser points to it and takes focus. */
  errorId?: string | undefined;
}

interface Sheet {
  fileName: string;
  rows: SheetRows;
}

/** Reads a CSV/XLSX file in the browser and lets the user pick the column holding the measurements. */
export function FileImport({ imported, onImported, errorId }: Props) {
  const { t } = useTranslation('capability');
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [hasHeader, setHasHeader] = useState(false);
  const [column, setColumn] = useState(0);
  const [state, setState] = useState<'idle' | 'reading' | 'error' | 'empty'>('idle');

  const apply = (next: Sheet, header: boolean, index: number) => {
    const letter = describeColumns(next.rows, header)[index]?.letter ?? 'A';
    onImported({ fileName: next.fileName, column: letter, parsed: extractColumn(next.rows, index, header) });
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setState('reading');
    onImported(null);
    try {
      const rows = await readSpreadsheet(file);
      if (rows.length === 0) {
        setSheet(null);
        setState('empty');
        return;
      }
      const next = { fileName: file.name, rows };
      const header = firstRowIsHeader(rows);
      const index = guessMeasurementColumn(describeColumns(rows, header));
      setSheet(next);
      setHasHeader(header);
      setColumn(index);
      apply(next, header, index);
      setState('idle');
    } catch {
      setSheet(null);
      setState('error');
    }
  };

  const columns = sheet ? describeColumns(sheet.rows, hasHeader) : [];
  return (
    <div className="space-y-3">
      <FilePicker
        accept=".csv,.txt,.xlsx,.xls,.ods,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onFiles={([file]) => void onFile(file)}
        icon={FileSpreadsheet}
        label={t('file.choose')}
        invalid={Boolean(errorId)}
        describedBy={errorId}
        inputTestId="capability-file"
      />
      {state === 'reading' ? <Spinner label={t('file.reading')} /> : null}
      {state === 'error' ? <AlertBox tone="error">{t('file.readError')}</AlertBox> : null}
      {state === 'empty' ? <AlertBox tone="error">{t('file.empty')}</AlertBox> : null}
      {sheet && columns.length > 0 ? (
        <div className="flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor="capability-column" className="mb-1 block text-sm font-medium text-slate-800">
              {t('file.column')}
            </label>
            <Select
              id="capability-column"
              value={column}
              onChange={(event) => {
                const index = Number(event.target.value);
                setColumn(index);
                apply(sheet, hasHeader, index);
              }}
            >
              {columns.map((c) => (
                <option key={c.index} value={c.index}>
                  {t('file.columnOption', {
                    letter: c.letter,
                    header: c.header ? ` (${c.header})` : '',
                    count: c.numericCount,
                  })}
                </option>
              ))}
            </Select>
          </div>
          <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={hasHeader}
              onChange={(event) => {
                setHasHeader(event.target.checked);
                apply(sheet, event.target.checked, column);
              }}
              className="h-5 w-5"
            />
            {t('file.hasHeader')}
          </label>
        </div>
      ) : null}
      {imported ? (
        <p className="text-sm text-slate-700">
          {t('file.loaded', { file: imported.fileName, column: imported.column })}
        </p>
      ) : null}
    </div>
  );
}
