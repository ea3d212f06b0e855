// "1 source", "3 sources": a count with its noun, for every page's counts. Pure.

/** `count` and the noun in the number it takes; the plural is the noun + "s" unless given. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
