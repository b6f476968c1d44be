import { it } from 'vitest';
import { runAudit } from './run-audit';
import { buildLargeSet } from './testing/large-set';
it('t', () => {
  const d = buildLargeSet();
  for (let k = 0; k < 3; k++) {
    let t = performance.now();
    const out: string[] = [];
    runAudit(d, {}, (p) => {
      if (p.state === 'done') {
        const n = performance.now();
        out.push(`${p.stage}=${(n - t).toFixed(0)}`);
        t = n;
      }
    });
    console.log(out.join(' '));
  }
});
