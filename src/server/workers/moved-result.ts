/**
 * A pool task's answer whose big bytes cross back to the main thread without a copy: the batches of a
 * new FMEA's lines or of a plan's items (~35 MB for 11 000 rows) were cloned on the event loop, one
 * pause of up to 0.4 s on a busy machine. The task returns `movedResult(value, [view, …])`; the pool
 * thread hands the memory of each view over (it is no longer usable there) and the caller gets `value`.
 */
export class MovedResult<T> {
  constructor(
    readonly value: T,
    readonly transferList: ArrayBuffer[],
  ) {}
}

/**
 * The memory of `view` when the view owns all of it: a small Buffer lives in Node's shared pool,
 * whose memory must never move (it would detach every other buffer in it); such a view is copied.
 */
export function ownedMemory(view: ArrayBufferView): ArrayBuffer[] {
  const memory = view.buffer;
  const owned =
    memory instanceof ArrayBuffer && view.byteOffset === 0 && view.byteLength === memory.byteLength;
  return owned ? [memory] : [];
}

export function movedResult<T>(value: T, views: readonly ArrayBufferView[]): MovedResult<T> {
  return new MovedResult(value, views.flatMap(ownedMemory));
}
