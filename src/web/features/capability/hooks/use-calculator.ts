import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { calculateCapability } from '../../../../domain/capability/capability';
import type {
  TCapabilityError,
  TCapabilityInputMode,
  TCapabilityRequest,
  TCapabilityResult,
  TCapabilityStudy,
} from '../../../../domain/capability/contract';
import { type ParsedMeasurements, parseMeasurements } from '../../../../domain/capability/parse-measurements';
import { generateSamples } from '../../../../domain/capability/sample-generator';
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

export interface SpecNumbers {
  nominal: number;
  upperTolerance: number;
  lowerTolerance: number;
}

/** The measurements of the chosen source, or why the generator could not make them (automatic mode). */
export type Measurements =
  { ok: true; values: number[] } | { ok: false; error: Pick<TCapabilityError, 'message' | 'field'> };

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

// Spec defaults: nominal 100, tolerances ±0,5 (written in the interface language's notation).
const DEFAULT_SPEC: SpecNumbers = { nominal: 100, upperTolerance: 0.5, lowerTolerance: 0.5 };
const emptySlots = () => new Array<string>(SLOT_COUNT).fill('');

/** The spec as the form shows it: numbers in the language's notation. */
export function useSpecText() {
  const fmt = useNumberFormat();
  return useCallback(
    (spec: SpecNumbers = DEFAULT_SPEC): SpecText => ({
      nominal: fmt.field(spec.nominal),
      upperTolerance: fmt.field(spec.upperTolerance),
      lowerTolerance: fmt.field(spec.lowerTolerance),
    }),
    [fmt],
  );
}

/**
 * State of the Cp/Cpk screen besides the spec (the form's): the measurement source and its inputs,
 * the generated sample, and the last calculation.
 */
export function useCalculator() {
  const fmt = useNumberFormat();
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

  /** The measurements a calculation with this spec uses: the source's, or a new generated sample. */
  const measurementsFor = useCallback(
    (spec: SpecNumbers): Measurements => {
      if (inputMode === 'automatic') return generateSamples(spec);
      return { ok: true, values: source === 'paste' ? parseMeasurements(pasteText).values : parsed.values };
    },
    [inputMode, source, pasteText, parsed],
  );

  /** Calculates a request the contract accepted; what only the calculation finds (zero spread) is its error. */
  const calculate = useCallback(
    (request: TCapabilityRequest) => {
      setAttempt((n) => n + 1);
      if (inputMode === 'automatic') setGenerated(request.values);
      const outcome = calculateCapability(request);
      if (outcome.ok) {
        setCalculation({ ...request, result: outcome.result });
        setError(null);
      } else {
        setCalculation(null);
        setError(outcome.error);
      }
    },
    [inputMode],
  );

  /** The contract refused the inputs: no earlier result or message stays on screen beside its messages. */
  const discard = useCallback(() => {
    setCalculation(null);
    setError(null);
  }, []);

  /** Puts a saved study back into the inputs, with its stored result. */
  const loadStudy = useCallback(
    (study: TCapabilityStudy) => {
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
    measurementsFor,
    calculate,
    discard,
    opened,
    setOpened,
    loadStudy,
    startNew,
  };
}

export type Calculator = ReturnType<typeof useCalculator>;
