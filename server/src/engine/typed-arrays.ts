/** A copy of `array`, `length` long (the tail zeroed): how the engine's typed-array tables grow. */
export function grown<A extends Float64Array | Int32Array | Uint8Array>(array: A, length: number): A {
  const copy = new (array.constructor as new (length: number) => A)(length);
  copy.set(array);
  return copy;
}
