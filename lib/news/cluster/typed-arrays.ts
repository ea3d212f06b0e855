/** `array`, or a copy at least twice as long (and long enough) when it has no room at `index`. */
export function withRoom<T extends Int32Array | Uint8Array | Float64Array>(array: T, index: number): T {
  if (index < array.length) return array;
  const grown = new (array.constructor as new (length: number) => T)(Math.max(array.length * 2, index + 1));
  grown.set(array);
  return grown;
}
