import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFishbone } from '../../../../../domain/analyses/contract';
import { SIX_M, type SixM } from '../../../../../domain/analyses/knowledge/knowledge-entry';
import {
  FISHBONE_FONT,
  type FishboneGroup,
  layoutFishbone,
  LINE_HEIGHT,
} from '../../../../../domain/analyses/fishbone-layout';
import { measureText } from './measure-text';
import { useElementWidth } from './use-element-width';

// Above the spine: Makine, Metot, Malzeme; below: İnsan, Ölçüm, Çevre.
const ORDER = Object.keys(SIX_M) as SixM[];
// Narrower than this (a phone), the six groups are shown as a list instead of a diagram.
const MIN_DIAGRAM_WIDTH = 560;

/** Ishikawa (6M) diagram of the matched entry's root causes, drawn to the available width. */
export function FishboneDiagram({ fishbone, problemType }: { fishbone: TFishbone; problemType: string }) {
  const { t } = useTranslation('analyses');
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const groups: FishboneGroup[] = useMemo(
    () => ORDER.map((key) => ({ key, label: t(`enums.sixM.${key}`), causes: fishbone[key] ?? [] })),
    [fishbone, t],
  );
  const total = groups.reduce((sum, g) => sum + g.causes.length, 0);
  const layout = useMemo(
    () => (width >= MIN_DIAGRAM_WIDTH ? layoutFishbone(problemType, groups, width, measureText) : null),
    [width, groups, problemType],
  );

  if (total === 0) return <p className="text-sm text-slate-600">{t('report.fishboneEmpty')}</p>;
  return (
    <div>
      <div ref={box} className="w-full" data-testid="fishbone">
        {layout ? (
          <svg
            width={layout.width}
            height={layout.height}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            role="img"
            aria-label={t('report.fishboneAria', { problem: problemType })}
            className="block font-sans"
          >
            <line
              x1={layout.spine.x1}
              y1={layout.spine.y}
              x2={layout.spine.x2 - 2}
              y2={layout.spine.y}
              stroke="#1e3a8a"
              strokeWidth={4}
            />
            <polygon
              points={`${layout.spine.x2},${layout.spine.y} ${layout.spine.x2 - 14},${layout.spine.y - 8} ${layout.spine.x2 - 14},${layout.spine.y + 8}`}
              fill="#1e3a8a"
            />
            <g>
              <title>{problemType}</title>
              <rect
                x={layout.head.x}
                y={layout.head.y}
                width={layout.head.w}
                height={layout.head.h}
                rx={10}
                fill="#1d4ed8"
              />
              {layout.head.lines.map((line, i) => (
                <text
                  key={i}
                  x={layout.head.x + layout.head.w / 2}
                  y={layout.head.y + layout.head.h / 2 + (i - (layout.head.lines.length - 1) / 2) * 18 + 5}
                  textAnchor="middle"
                  fontSize={FISHBONE_FONT.head}
                  fontWeight={600}
                  fill="#ffffff"
                >
                  {line}
                </text>
              ))}
            </g>
            {layout.bones.map((bone) => (
              <g key={bone.key} data-testid={`fishbone-bone-${bone.key}`}>
                <line {...bone.line} stroke="#475569" strokeWidth={2.5} />
                <rect
                  x={bone.labelBox.x}
                  y={bone.labelBox.y}
                  width={bone.labelBox.w}
                  height={bone.labelBox.h}
                  rx={6}
                  fill="#e0e7ff"
                  stroke="#6366f1"
                />
                <text
                  x={bone.labelBox.x + bone.labelBox.w / 2}
                  y={bone.labelBox.y + 19}
                  textAnchor="middle"
                  fontSize={FISHBONE_FONT.label}
                  fontWeight={600}
                  fill="#312e81"
                >
                  {bone.label}
                </text>
                {bone.causes.map((cause, ci) => (
                  <g key={ci}>
                    <title>{cause.full}</title>
                    <line
                      x1={cause.tick.x1}
                      y1={cause.tick.y}
                      x2={cause.tick.x2}
                      y2={cause.tick.y}
                      stroke="#94a3b8"
                      strokeWidth={1.5}
                    />
                    {cause.lines.map((line, li) => (
                      <text
                        key={li}
                        x={cause.x}
                        y={cause.y + li * LINE_HEIGHT}
                        textAnchor="end"
                        fontSize={FISHBONE_FONT.cause}
                        fill="#1e293b"
                      >
                        {line}
                      </text>
                    ))}
                  </g>
                ))}
                {bone.more ? (
                  <text
                    x={bone.more.x}
                    y={bone.more.y}
                    textAnchor="end"
                    fontSize={FISHBONE_FONT.cause}
                    fontStyle="italic"
                    fill="#475569"
                  >
                    {t('report.fishboneMore', { count: bone.more.count })}
                  </text>
                ) : null}
              </g>
            ))}
          </svg>
        ) : null}
      </div>
      <details
        className="mt-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
        open={width > 0 && !layout}
      >
        <summary className="min-h-8 cursor-pointer py-1 font-medium text-slate-800">
          {t('report.fishboneList')}
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((g) => (
            <div key={g.key}>
              <h5 className="font-semibold text-indigo-900">
                {g.label} ({g.causes.length})
              </h5>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                {g.causes.map((c, i) => (
                  <li key={i}>{c}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
    </div>
  );
}
