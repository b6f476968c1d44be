/** The bytes' own memory moves to the thread without a copy; a slice of Node's shared pool is copied. */
export function transferable(bytes: Uint8Array): ArrayBuffer[] {
  const memory = bytes.buffer;
  const owned =
    memory instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === memory.byteLength;
  return owned ? [memory] : [];
}
