// The heaviest terms of an article's vector, in rank order. An article has some 100 headline keys and
// 300 full-text keys of which 60 and 80 are kept, twice per article: the cut is found by selection,
// only the kept ones are sorted, and the sort works on typed arrays with the comparison written out.

/** Whether index `a` ranks before `b`: heavier, or as heavy and its key first (determinism). */
type RanksBefore = (a: number, b: number) => boolean;

/**
 * How the indices' keys order, for ties of weight: `key` spells each index's key, and `prefix`, when
 * given, is a number that orders as the keys do where it differs (`sortPrefix`), which spares most
 * comparisons of strings.
 */
export interface KeyOrder {
  key: (index: number) => string;
  prefix?: (index: number) => number;
}

function rankOrder(weight: ArrayLike<number>, { key, prefix }: KeyOrder): RanksBefore {
  if (!prefix) return (a, b) => weight[a]! > weight[b]! || (weight[a] === weight[b] && key(a) < key(b));
  return (a, b) => {
    if (weight[a] !== weight[b]) return weight[a]! > weight[b]!;
    const prefixA = prefix(a);
    const prefixB = prefix(b);
    return prefixA !== prefixB ? prefixA < prefixB : key(a) < key(b);
  };
}

/** Sorts `indices[from, to)` by `before`: quicksort on the middle element, insertion sort for short runs. */
function sortIndices(indices: Int32Array, from: number, to: number, before: RanksBefore): void {
  while (to - from > 12) {
    const pivot = indices[(from + to) >> 1]!;
    let i = from;
    let j = to - 1;
    while (i <= j) {
      while (before(indices[i]!, pivot)) i++;
      while (before(pivot, indices[j]!)) j--;
      if (i <= j) {
        const swap = indices[i]!;
        indices[i++] = indices[j]!;
        indices[j--] = swap;
      }
    }
    // The shorter side by recursion, the longer by the loop: the stack stays logarithmic.
    if (j - from < to - i) {
      sortIndices(indices, from, j + 1, before);
      from = i;
    } else {
      sortIndices(indices, i, to, before);
      to = j + 1;
    }
  }
  for (let i = from + 1; i < to; i++) {
    const moving = indices[i]!;
    let at = i;
    for (; at > from && before(moving, indices[at - 1]!); at--) indices[at] = indices[at - 1]!;
    indices[at] = moving;
  }
}

/** The k-th largest value (k from 1), by quickselect; reorders `values`. */
function kthLargest(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  const target = k - 1;
  while (low < high) {
    // Partition around the middle value: larger values to the left.
    const pivot = values[(low + high) >> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (target <= j) high = j;
    else if (target >= i) low = i;
    else return values[target]!;
  }
  return values[target]!;
}

/** The working arrays of `heaviestIndices`, grown as needed (one per clusterer: `ClusterWorkspace.heaviest`). */
export class HeaviestScratch {
  selection = new Float64Array(512);
  kept = new Int32Array(512);
  ties = new Int32Array(512);

  /** Room for `size` weights. */
  reserve(size: number): void {
    if (this.kept.length >= size) return;
    this.selection = new Float64Array(2 * size);
    this.kept = new Int32Array(2 * size);
    this.ties = new Int32Array(2 * size);
  }
}

/**
 * The indices of the `count` heaviest of `weight`, heaviest first; ties by key (`keys`), so the
 * result does not depend on the order of the input. The candidate lookup relies on this order. The
 * work is done in `scratch`; the result is a new array, the caller's to keep.
 */
export function heaviestIndices(weight: ArrayLike<number>, count: number, keys: KeyOrder, scratch: HeaviestScratch): Int32Array {
  const before = rankOrder(weight, keys);
  const size = weight.length;
  scratch.reserve(size);
  const { selection, kept, ties } = scratch;
  if (size <= count) {
    for (let i = 0; i < size; i++) kept[i] = i;
    sortIndices(kept, 0, size, before);
    return kept.slice(0, size);
  }
  if (count <= 0) return new Int32Array(0);
  const values = selection.subarray(0, size);
  for (let i = 0; i < size; i++) values[i] = weight[i]!;
  const cut = kthLargest(values, count);
  let heavier = 0;
  let tied = 0;
  for (let i = 0; i < size; i++) {
    if (weight[i]! > cut) kept[heavier++] = i;
    else if (weight[i] === cut) ties[tied++] = i;
  }
  // Keys as heavy as the cut fill the remaining places in key order.
  sortIndices(ties, 0, tied, before);
  for (let i = heavier; i < count; i++) kept[i] = ties[i - heavier]!;
  sortIndices(kept, 0, count, before);
  return kept.slice(0, count);
}
