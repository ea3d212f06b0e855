import { fnv1a32 } from "@/lib/hash/fnv1a32";

// GET /v04/analytics/isUserInRecExpCohort: a deterministic 50% split by user id (spec §9: "trial cohort
// split and assistant split: 50 percent"), so a user stays in the same half on every device and visit.
// FNV-1a (32-bit, lib/hash) because it is tiny, pure and spreads consecutive ids evenly.
export const REC_EXP_SALT = "rec-exp";
export const REC_EXP_SHARE = 0.5;

export function isInCohort(userId: number, salt: string = REC_EXP_SALT, share: number = REC_EXP_SHARE): boolean {
  return fnv1a32(`${salt}:${userId}`) / 0x1_0000_0000 < share;
}
