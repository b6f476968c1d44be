import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { calculateCapability } from '../../../../domain/capability/capability';
import type {
  TCapabilityError,
  TCapabilityInputMode,
  TCapabilityResult,
  TCapabilityStudy,
} from '../../../../domain/capability/contract';
import { type ParsedMeasurements, parseMeasurements } from '../../../../domain/capability/parse-measurements';
import { generateSamples } from '../../../../domain/capability/sample-generator';
import { readSpecNumber } from '../utils/number-field';
import { useNumberFormat } from './use-number-format';
import { parseSlots, SLOT_COUNT } from '../utils/slots';

export type MeasurementSource = 'slots' | 'paste' | 'file';

export interface ImportedColumn {
  fileName: string;
  column: string;
  parsed: ParsedMeasurements;
}

export interface SpecText {
  nominal: string;
  upperTolerance: string;
  lowerTolerance: string;
}

/** What was calculated: the inputs exactly as used, so export and save match the result shown. */
export interface Calculation {
  nominal: number;
  upperTolerance: number;
  lowerTolerance: number;
  values: number[];
  result: TCapabilityResult;
}

export interface OpenedStudy {
  id: string;
  name: string;
  partNumber: string | null;
  characteristic: string | null;
}

// Spec defaults: nominal 100, tolerances 0.5 each.
// Spec defaults: nominal 100, tolerances ±0,5 (written in the interface language's notation).
const DEFAULT_SPEC = { nominal: 100, upperTolerance: 0.5, lowerTolerance: 0.5 } as const;
const emptySlots = () => new Array<string>(SLOT_COUNT).fill('');

/** State of the Cp/Cpk screen: inputs as typed, the measurement source, and the last calculation. */
export function useCalculator() {
  const fmt = useNumberFormat();
  const [spec, setSpec] = useState<SpecText>(() => ({
    nominal: fmt.field(DEFAULT_SPEC.nominal),
    upperTolerance: fmt.field(DEFAULT_SPEC.upperTolerance),
    lowerTolerance: fmt.field(DEFAULT_SPEC.lowerTolerance),
  }));
  const [inputMode, setInputMode] = useState<TCapabilityInputMode>('manual');
  const [source, setSource] = useState<MeasurementSource>('slots');
  const [slots, setSlots] = useState<string[]>(emptySlots);
  const [pasteText, setPasteText] = useState('');
  const [imported, setImported] = useState<ImportedColumn | null>(null);
  const [generated, setGenerated] = useState<number[]>([]);
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  // The message and the field it concerns: the screen shows it under that control and focuses it.
  const [error, setError] = useState<Pick<TCapabilityError, 'message' | 'field'> | null>(null);
  // Counts presses of Hesapla, so the same error twice still moves focus to its field again.
  const [attempt, setAttempt] = useState(0);
  const [opened, setOpened] = useState<OpenedStudy | null>(null);

  // a pasted million values re-parse in the background, never on the keystroke itself
  const deferredPaste = useDeferredValue(pasteText);
  const parsed: ParsedMeasurements = useMemo(() => {
    if (source === 'paste') return parseMeasurements(deferredPaste);
    if (source === 'file') return imported?.parsed ?? { values: [], invalid: [], blankCount: 0 };
    return parseSlots(slots);
  }, [source, deferredPaste, imported, slots]);

  const setSlot = useCallback((index: number, text: string) => {
    setSlots((old) => old.map((value, i) => (i === index ? text : value)));
  }, []);

  const calculate = useCallback(() => {
    setAttempt((n) => n + 1);
    const numbers = {
      nominal: readSpecNumber(spec.nominal),
      upperTolerance: readSpecNumber(spec.upperTolerance),
      lowerTolerance: readSpecNumber(spec.lowerTolerance),
    };
    let values = source === 'paste' ? parseMeasurements(pasteText).values : parsed.values;
    if (inputMode === 'automatic') {
      const samples = generateSamples(numbers);
      if (!samples.ok) {
        setError(samples.error);
        setCalculation(null);
        return;
      }
      values = samples.values;
      setGenerated(samples.values);
    }
    const outcome = calculateCapability({ ...numbers, values });
    if (outcome.ok) {
      setCalculation({ ...numbers, values, result: outcome.result });
      setError(null);
    } else {
      setCalculation(null);
      setError(outcome.error);
    }
  }, [spec, source, pasteText, parsed, inputMode]);

  /** Puts a saved study back into the inputs, with its stored result. */
  const loadStudy = useCallback(
    (study: TCapabilityStudy) => {
      setSpec({
        nominal: fmt.field(study.nominal),
        upperTolerance: fmt.field(study.upperTolerance),
        lowerTolerance: fmt.field(study.lowerTolerance),
      });
      setInputMode('manual');
      if (study.values.length <= SLOT_COUNT) {
        setSource('slots');
        setSlots(
          emptySlots().map((_, i) => (i < study.values.length ? fmt.field(study.values[i] as number) : '')),
        );
      } else {
        setSource('paste');
        setPasteText(study.values.map(fmt.field).join('\n'));
      }
      const { id, name, partNumber, characteristic } = study;
      setOpened({ id, name, partNumber, characteristic });
      setCalculation({
        nominal: study.nominal,
        upperTolerance: study.upperTolerance,
        lowerTolerance: study.lowerTolerance,
        values: study.values,
        result: study.result,
      });
      setError(null);
    },
    [fmt],
  );

  const startNew = useCallback(() => {
    setOpened(null);
    setCalculation(null);
    setError(null);
    setSlots(emptySlots());
    setPasteText('');
    setImported(null);
    setGenerated([]);
  }, []);

  return {
    spec,
    setSpec,
    inputMode,
    setInputMode,
    source,
    setSource,
    slots,
    setSlot,
    clearSlots: () => setSlots(emptySlots()),
    pasteText,
    setPasteText,
    imported,
    setImported,
    generated,
    parsed,
    calculation,
    error,
    attempt,
    calculate,
    opened,
    setOpened,
    loadStudy,
    startNew,
  };
}

export type Calculator = ReturnType<typeof useCalculator>;
