/**
 * `list[index]` for a test that expects it to be there: fails naming the index when it is not, so a
 * test reads the element without a non-null assertion (tsconfig has `noUncheckedIndexedAccess`).
 */
export function atIndex<T>(list: ArrayLike<T>, index: number): T {
  const element = list[index];
  if (element === undefined) throw new Error(`expected an element at index ${index}, but there are ${list.length}`);
  return element;
}
