import { z } from 'zod';
const n = z.coerce.number().nullable();
const Z = z.array(z.tuple([z.string(), z.string(), z.string(), n, n, n, n, n, n, n, n]));
const data = JSON.stringify(Array.from({ length: 200 }, (_, i) => [`id${i}`, `Çalışan ${i}`, 'Kalite', 10, 2, 3, 1, 4, 2, 37.5, 3]));
const c = new Intl.Collator('tr-TR');
for (let k = 0; k < 5; k++) { const a = performance.now(); const p = Z.parse(JSON.parse(data)); const b = performance.now(); p.sort((x, y) => c.compare(x[1], y[1])); console.log('parse', (b - a).toFixed(2), 'sort', (performance.now() - b).toFixed(2)); }
