/** A copy of `array`, `length` long (the tail zeroed): how the engine's typed-array tables grow. */
export function grown<A extends Float64Array | Int32Array | Uint8Array>(array: A, length: number): A {
  const copy = new (array.constructor as new (length: number) => A)(length);
  copy.set(array);
  return copy;
}

/**
 * `x`, read from a Float64Array, as a small integer when it is a whole number that fits one. V8's
 * interpreter reads every Float64Array element as a heap number, even 7. Stored into an object
 * field that has only held small integers, such a number turns the field into a boxed double, in
 * that object's map and in every map that shares the field's transition: the engine's orders,
 * fills and results all begin `{id, owner, side, ...}`, so a single stop read that way made every
 * order id and owner in the process a separate heap allocation from then on (the plain mix of
 * `pnpm bench:engine` ran a third slower; `stop-slots.test.ts`). `x | 0` is a small integer.
 */
export function smallIfWhole(x: number): number {
  return (x | 0) === x ? x | 0 : x;
}
