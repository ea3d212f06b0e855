/** B-cubed precision, recall and F1 (Bagga & Baldwin 1998), averaged over items. */
export interface BCubed {
  precision: number;
  recall: number;
  f1: number;
}

/** `predicted` and `gold` map each item id to its cluster label; items missing from either are skipped. */
export function bcubed(predicted: Map<string, string>, gold: Map<string, string>): BCubed {
  const groups = (labels: Map<string, string>) => {
    const out = new Map<string, Set<string>>();
    for (const [item, label] of labels) {
      let set = out.get(label);
      if (!set) out.set(label, (set = new Set()));
      set.add(item);
    }
    return out;
  };
  const predictedGroups = groups(predicted);
  const goldGroups = groups(gold);
  let precision = 0;
  let recall = 0;
  let items = 0;
  for (const [item, goldLabel] of gold) {
    const predictedLabel = predicted.get(item);
    if (predictedLabel === undefined) continue;
    const mine = predictedGroups.get(predictedLabel)!;
    const truth = goldGroups.get(goldLabel)!;
    let common = 0;
    for (const other of mine) if (gold.get(other) === goldLabel) common++;
    precision += common / mine.size;
    recall += common / truth.size;
    items++;
  }
  if (items === 0) return { precision: 0, recall: 0, f1: 0 };
  precision /= items;
  recall /= items;
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
}
