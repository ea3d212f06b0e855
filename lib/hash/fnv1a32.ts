// 32-bit FNV-1a over a text's UTF-8 bytes: the reference algorithm (http://www.isthe.com/chongo/tech/comp/fnv/),
// so an interest id or a cohort can be recomputed by any other tool from the same text. Pure.
//
// The one copy in the project (issue 24): interest ids of people, places and organisations are stored
// hashes of their names, and the experiment cohort hashes `rec-exp:<user id>`. A second copy over UTF-16
// code units agreed on ASCII only; cohort keys are ASCII, so no user changed cohort when it went.
// (The clusterer's term numbers, lib/news/cluster/term-id.ts, hash UTF-16 units on purpose: they are
// never stored, and its hot loop reads code units.)

const encoder = new TextEncoder();

export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of encoder.encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
