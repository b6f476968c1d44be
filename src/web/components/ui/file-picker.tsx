import type { LucideIcon } from 'lucide-react';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';

const TONES = {
  blue: {
    button: 'bg-blue-700 text-white hover:bg-blue-800 disabled:bg-blue-300',
    icon: 'text-blue-700',
    over: 'border-blue-600 bg-blue-50',
  },
  violet: {
    button: 'bg-violet-700 text-white hover:bg-violet-800 disabled:bg-violet-300',
    icon: 'text-violet-700',
    over: 'border-violet-600 bg-violet-50',
  },
  neutral: {
    button: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
    icon: 'text-slate-700',
    over: 'border-blue-600 bg-blue-50',
  },
} as const;

const LOOKS = {
  /** A large centred drop area with a title (the auditor's multi-file upload). */
  zone: 'flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center',
  /** A dashed box: the button, the chosen file and the hint under each other. */
  compact: 'flex-col items-start gap-2 rounded-xl border-2 border-dashed p-4',
  /** Only the button (it still takes a dropped file). */
  button: 'flex-col items-start gap-2 rounded-lg border-2 border-dashed',
} as const;

export type FilePickerProps = {
  accept: string;
  multiple?: boolean;
  /** The chosen or dropped files (never empty); the same file chosen again calls it again. */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** The button's text, in the feature's language ('Dosya Seç', 'Dosyayı Değiştir', 'Yükleniyor...'). */
  label: string;
  icon?: LucideIcon;
  look?: keyof typeof LOOKS;
  tone?: keyof typeof TONES;
  /** The zone look's heading and big icon. */
  title?: string;
  titleIcon?: LucideIcon;
  /** What may be chosen; the button is described by it. */
  hint?: ReactNode;
  hintTestId?: string;
  /** The chosen file, as the feature words it ('Seçilen dosya: x.xlsx'); announced when it changes. */
  chosen?: ReactNode;
  chosenIcon?: LucideIcon;
  /** A message elsewhere about this input (e.g. a validation error) that the button points to. */
  describedBy?: string | undefined;
  invalid?: boolean;
  testId?: string;
  inputTestId: string;
};

/**
 * A file chooser that is also a drop target. The visible control is a real button (keyboard and
 * screen readers); the native input stays hidden. Dropped files are not filtered by `accept`:
 * the feature or the server checks every file's content anyway and says what is wrong with it.
 */
export function FilePicker({
  accept,
  multiple = false,
  onFiles,
  disabled = false,
  label,
  icon: Icon,
  look = 'compact',
  tone = 'neutral',
  title,
  titleIcon: TitleIcon,
  hint,
  hintTestId,
  chosen,
  chosenIcon: ChosenIcon,
  describedBy,
  invalid,
  testId,
  inputTestId,
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const colours = TONES[tone];
  const take = (list: FileList | null) => {
    const files = list ? [...list] : [];
    const taken = multiple ? files : files.slice(0, 1);
    if (taken.length > 0) onFiles(taken);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  const frame = over ? colours.over : look === 'button' ? 'border-transparent' : 'border-slate-300';
  const background = look === 'zone' && !over ? 'bg-slate-50' : '';
  const describedByIds = [hint ? hintId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div
      data-testid={testId}
      data-over={over || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex transition-colors ${LOOKS[look]} ${frame} ${background}`}
    >
      {TitleIcon ? <TitleIcon className={`h-10 w-10 ${colours.icon}`} aria-hidden /> : null}
      {title ? <p className="text-base font-semibold text-slate-900">{title}</p> : null}
      {hint && look === 'zone' ? (
        <p id={hintId} className="text-sm text-slate-600" data-testid={hintTestId}>
          {hint}
        </p>
      ) : null}
      <input
        ref={input}
        type="file"
        multiple={multiple}
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid={inputTestId}
        onChange={(event) => {
          take(event.target.files);
          // The same file chosen again (after deleting it, or after fixing it) must fire change again.
          event.target.value = '';
        }}
      />
      <button
        type="button"
        disabled={disabled}
        aria-describedby={describedByIds}
        aria-invalid={invalid || undefined}
        onClick={() => input.current?.click()}
        className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed ${colours.button}`}
      >
        {Icon ? <Icon className="h-4 w-4" aria-hidden /> : null}
        {label}
      </button>
      {chosen ? (
        <p
          className="flex items-center gap-2 text-sm font-medium text-slate-900"
          data-testid="chosen-file"
          role="status"
        >
          {ChosenIcon ? <ChosenIcon className="h-4 w-4 text-green-700" aria-hidden /> : null}
          {chosen}
        </p>
      ) : null}
      {hint && look !== 'zone' ? (
        <p id={hintId} className="text-xs text-slate-600" data-testid={hintTestId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
