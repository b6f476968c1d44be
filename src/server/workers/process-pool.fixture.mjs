/**
 * A child for process-pool.test.ts that speaks the protocol of process-entry.mjs with tasks that
 * misbehave on purpose. `exhaust` grows one array until V8 reaches the heap limit: the allocation shape
 * for which a worker thread's resourceLimits abort the whole process (nodejs/node#47224).
 */
const tasks = {
  echo: (task) => ({ pid: process.pid, task }),
  exhaust: () => {
    // In a worker thread with resourceLimits this aborts the whole process (exit 134, Node 20.20).
    const grown = [];
    for (let i = 0; ; i++) grown.push(i);
  },
  sleep: (task) => new Promise((resolve) => setTimeout(() => resolve('slept'), task.ms)),
  fail: () => {
    throw Object.assign(new Error('okunamadı'), { code: 'E_FIXTURE' });
  },
  exit: () => process.exit(3),
};

process.on('message', async ({ name, task }) => {
  try {
    process.send({ ok: true, value: await tasks[name](task) });
  } catch (error) {
    process.send({ ok: false, error: { name: error.name, message: error.message, code: error.code } });
  }
});
