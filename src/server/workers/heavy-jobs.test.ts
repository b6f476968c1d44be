import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatMegabytes } from '../../domain/shared/quota-messages';
import { AppError } from '../http/app-error';
import { HEAVY_RETRY_AFTER_SECONDS, HeavyJobs } from './heavy-jobs';

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/** A job that runs until the test lets it finish (or fail); `started` once it holds its slot. */
function pendingJob() {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  let begin!: () => void;
  const started = new Promise<void>((resolve) => (begin = resolve));
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const work = () => {
    begin();
    return done;
  };
  return { work, started, finish, fail };
}

describe('HeavyJobs: at most `limit` heavy jobs per user', () => {
  it('the third concurrent job of one user is a Turkish 429 with Retry-After; another user is not affected', async () => {
    const jobs = new HeavyJobs(2);
    const first = pendingJob();
    const second = pendingJob();
    const running = [jobs.run('ayse', first.work), jobs.run('ayse', second.work)];
    await Promise.all([first.started, second.started]);
    expect(jobs.active('ayse')).toBe(2);
    const refusal = await refusalOf(jobs.run('ayse', async () => 'third'));
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      statusCode: 429,
      code: 'too_many_heavy_jobs',
      headers: { 'retry-after': String(HEAVY_RETRY_AFTER_SECONDS) },
    });
    expect((refusal as AppError).message).toBe(
      'Aynı anda en fazla 2 ağır işlem (içe aktarma, denetim, plan oluşturma, PDF veya XLSX dışa aktarma) ' +
        'çalıştırabilirsiniz ve şu anda bu sınırdasınız. Lütfen 10 saniye sonra yeniden deneyin.',
    );
    await expect(jobs.run('mehmet', async () => 'other user')).resolves.toBe('other user');
    first.finish('1');
    second.finish('2');
    await expect(Promise.all(running)).resolves.toEqual(['1', '2']);
    expect(jobs.active('ayse')).toBe(0);
  });

  it('gives the slot back when the job throws or is aborted (the client left)', async () => {
    const jobs = new HeavyJobs(1);
    const failing = pendingJob();
    const run = refusalOf(jobs.run('ayse', failing.work));
    await failing.started;
    expect(jobs.active('ayse')).toBe(1);
    failing.fail(new Error('okuyucu durdu'));
    expect(await run).toMatchObject({ message: 'okuyucu durdu' });
    expect(jobs.active('ayse')).toBe(0);

    const controller = new AbortController();
    const listening = pendingJob();
    const aborted = refusalOf(
      jobs.run('ayse', () => {
        void listening.work();
        return new Promise((_resolve, reject) =>
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason)),
        );
      }),
    );
    await listening.started;
    expect(jobs.active('ayse')).toBe(1);
    controller.abort(new Error('client disconnected'));
    await aborted;
    expect(jobs.active('ayse')).toBe(0);
    await expect(jobs.run('ayse', async () => 'again')).resolves.toBe('again');
  });

  it('a streamed answer holds its slot until the stream closes, also when it is cut short', async () => {
    const jobs = new HeavyJobs(1);
    const stream = await jobs.stream('ayse', async () => new Readable({ read() {} }));
    expect(jobs.active('ayse')).toBe(1);
    await expect(refusalOf(jobs.stream('ayse', async () => Readable.from([])))).resolves.toMatchObject({
      statusCode: 429,
    });
    stream.destroy();
    await new Promise((resolve) => stream.once('close', resolve));
    expect(jobs.active('ayse')).toBe(0);
    await refusalOf(jobs.stream('ayse', () => Promise.reject(new Error('başlamadı'))));
    expect(jobs.active('ayse')).toBe(0);
  });

  it('counts the jobs the user runs elsewhere (queued and running audits) against the same limit', async () => {
    const audits = new Map([['ayse', 2]]);
    const jobs = new HeavyJobs(2, async (user) => audits.get(user) ?? 0);
    await expect(refusalOf(jobs.assertRoom('ayse'))).resolves.toMatchObject({ statusCode: 429 });
    await expect(refusalOf(jobs.run('ayse', async () => 'x'))).resolves.toMatchObject({ statusCode: 429 });
    audits.set('ayse', 1);
    await expect(jobs.run('ayse', async () => 'x')).resolves.toBe('x');
  });
});

describe('formatMegabytes: tr-TR, two decimals, decimal comma', () => {
  it.each([
    [0, '0,00 MB'],
    [1024 * 1024 * 1.5, '1,50 MB'],
    [600 * 1024, '0,59 MB'],
    [1024 * 1024 * 1024, '1.024,00 MB'],
  ])('%d bytes → %s', (bytes, label) => {
    expect(formatMegabytes(bytes)).toBe(label);
  });
});
