/**
 * A term key's number: 32-bit FNV-1a of its UTF-16 code units, as a signed 32-bit integer. The hot
 * loops (member similarity, centroid cosine) compare numbers in typed arrays instead of looking up
 * strings in maps. Two different keys share a number with probability 2^-32 per pair, so about one
 * comparison in 200,000 of two 140-term articles would count one pair of unrelated words as shared:
 * noise far below any threshold.
 */
export function termId(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
