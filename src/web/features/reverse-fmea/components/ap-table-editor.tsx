import { Controller, useFormContext } from 'react-hook-form';
import {
  AP_DETECTION_BANDS,
  AP_OCCURRENCE_BANDS,
  AP_SEVERITY_BANDS,
} from '../../../../domain/fmea/plan/ap-table';
import { Input } from '../../../components/ui/form/input';
import type { FmeaSettingsValues } from './settings-form-schema';

const LETTER_CLASSES: Record<string, string> = {
  H: 'bg-red-100 text-red-800',
  M: 'bg-amber-100 text-amber-900',
  L: 'bg-green-100 text-green-800',
};
const D_LABELS = AP_DETECTION_BANDS.map((d) => d.label).join(' / ');
/** A cell is four H/M/L letters, one per detection band. */
const isCell = (text: string) => /^[HML]{4}$/.test(text);

/** The AP table: S bands by O bands, four letters a cell; inputs for a Yönetici, coloured letters for others. */
export function ApTableEditor({ editable, errorId }: { editable: boolean; errorId: string }) {
  const { control, getValues } = useFormContext<FmeaSettingsValues>();
  return (
    <div className="relative overflow-x-auto">
      <table className="text-sm" data-testid="ap-table">
        <thead>
          <tr>
            <th scope="col" className="px-2 py-1 text-left text-xs text-slate-700">
              S \ O
            </th>
            {AP_OCCURRENCE_BANDS.map((b) => (
              <th key={b.label} scope="col" className="px-2 py-1 text-xs text-slate-700">
                O {b.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {AP_SEVERITY_BANDS.map((s, si) => (
            <tr key={s.label}>
              <th scope="row" className="px-2 py-1 text-left text-xs text-slate-700">
                S {s.label}
              </th>
              {AP_OCCURRENCE_BANDS.map((o, oi) => {
                const label = `S ${s.label}, O ${o.label} (D ${D_LABELS})`;
                return (
                  <td key={o.label} className="px-1 py-1">
                    {editable ? (
                      <Controller
                        control={control}
                        name={`apCells.${si}.${oi}`}
                        render={({ field }) => (
                          // The kit's control fills its box: the box gives the cell its width.
                          <div className="w-20">
                            <Input
                              {...field}
                              aria-label={label}
                              maxLength={4}
                              aria-invalid={!isCell(field.value) || undefined}
                              aria-describedby={isCell(field.value) ? undefined : errorId}
                              onChange={(e) => field.onChange(e.target.value.toLocaleUpperCase('tr-TR'))}
                              className="text-center font-mono tracking-widest"
                            />
                          </div>
                        )}
                      />
                    ) : (
                      <Letters label={label} value={getValues(`apCells.${si}.${oi}`) ?? ''} />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Letters({ label, value }: { label: string; value: string }) {
  return (
    <span aria-label={label} className="flex gap-0.5 font-mono">
      {[...value].map((letter, k) => (
        <span key={k} className={`rounded px-1 ${LETTER_CLASSES[letter] ?? ''}`}>
          {letter}
        </span>
      ))}
    </span>
  );
}
