import {
  Award,
  CheckCircle2,
  ChevronDown,
  FileText,
  type LucideIcon,
  Search,
  ShieldAlert,
  ShieldCheck,
  Users,
  Wrench,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEightD } from '../../../../../domain/analyses/contract';
import { Button } from '../../../../components/ui/button';

type Discipline = keyof TEightD;

// Spec colours in order: blue, red, yellow, purple, green, indigo, teal, pink (literal classes for Tailwind).
const SECTIONS: readonly { key: Discipline; icon: LucideIcon; box: string; head: string; icon_bg: string }[] =
  [
    {
      key: 'd1',
      icon: Users,
      box: 'border-blue-200',
      head: 'bg-blue-50 text-blue-900',
      icon_bg: 'bg-blue-600',
    },
    {
      key: 'd2',
      icon: FileText,
      box: 'border-red-200',
      head: 'bg-red-50 text-red-900',
      icon_bg: 'bg-red-600',
    },
    {
      key: 'd3',
      icon: ShieldAlert,
      box: 'border-yellow-300',
      head: 'bg-yellow-50 text-yellow-900',
      icon_bg: 'bg-yellow-600',
    },
    {
      key: 'd4',
      icon: Search,
      box: 'border-purple-200',
      head: 'bg-purple-50 text-purple-900',
      icon_bg: 'bg-purple-600',
    },
    {
      key: 'd5',
      icon: Wrench,
      box: 'border-green-200',
      head: 'bg-green-50 text-green-900',
      icon_bg: 'bg-green-600',
    },
    {
      key: 'd6',
      icon: CheckCircle2,
      box: 'border-indigo-200',
      head: 'bg-indigo-50 text-indigo-900',
      icon_bg: 'bg-indigo-600',
    },
    {
      key: 'd7',
      icon: ShieldCheck,
      box: 'border-teal-200',
      head: 'bg-teal-50 text-teal-900',
      icon_bg: 'bg-teal-600',
    },
    {
      key: 'd8',
      icon: Award,
      box: 'border-pink-200',
      head: 'bg-pink-50 text-pink-900',
      icon_bg: 'bg-pink-600',
    },
  ];

/** '8D Detay Raporu': D1..D8 as independent collapsible sections (several may be open at once). */
export function EightDSections({ eightD, idPrefix }: { eightD: TEightD; idPrefix: string }) {
  const { t } = useTranslation('analyses');
  const [open, setOpen] = useState<ReadonlySet<Discipline>>(() => new Set());
  const toggle = (key: Discipline) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className="space-y-3" data-testid="eight-d">
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => setOpen(new Set(SECTIONS.map((s) => s.key)))}>
          {t('report.expandAll')}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(new Set())}>
          {t('report.collapseAll')}
        </Button>
      </div>
      {SECTIONS.map(({ key, icon: Icon, box, head, icon_bg }) => {
        const expanded = open.has(key);
        const bodyId = `${idPrefix}-${key}-body`;
        return (
          <section
            key={key}
            className={`overflow-hidden rounded-xl border ${box}`}
            data-testid={`eight-d-${key}`}
          >
            <h4>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={bodyId}
                onClick={() => toggle(key)}
                className={`flex min-h-12 w-full items-center gap-3 px-4 py-2 text-left font-semibold ${head}`}
              >
                <span
                  className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-white ${icon_bg}`}
                >
                  <Icon className="h-4 w-4" aria-hidden />
                </span>
                <span className="flex-1">
                  {key.toUpperCase()} – {t(`eightD.${key}`)}
                </span>
                <ChevronDown
                  className={`h-5 w-5 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}
                  aria-hidden
                />
              </button>
            </h4>
            <div
              id={bodyId}
              hidden={!expanded}
              className="border-t border-inherit bg-white px-4 py-3 text-sm leading-relaxed whitespace-pre-line text-slate-800"
            >
              {eightD[key]}
            </div>
          </section>
        );
      })}
    </div>
  );
}
