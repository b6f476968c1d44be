/**
 * One holder per key at a time, within this process (the embedded database has one process per
 * DATA_DIR: data-dir-lock.ts). Keys are taken in sorted order, so two holders of overlapping sets
 * never wait on each other in a circle.
 */
export class KeyLock {
  private readonly tails = new Map<string, Promise<void>>();

  /** Resolves once every key is held; the returned function lets them go (once). */
  async acquire(keys: Iterable<string>): Promise<() => void> {
    const releases: (() => void)[] = [];
    for (const key of [...new Set(keys)].sort()) releases.push(await this.one(key));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const release of releases.reverse()) release();
    };
  }

  private async one(key: string): Promise<() => void> {
    const before = this.tails.get(key) ?? Promise.resolve();
    let release = () => {};
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = before.then(() => mine);
    this.tails.set(key, tail);
    await before;
    return () => {
      release();
      // The last holder leaves no entry behind.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
  }
}
