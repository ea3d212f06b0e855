import { tokenize } from "./text-tokens";

/**
 * The stages of a legal saga, in their order, by the word keys (stems, `stem.ts`) that name them in a
 * headline: an arrest, the charges, the plea or trial, the verdict, the sentence.
 */
const LEGAL_STAGES: readonly (readonly string[])[] = [["arrest", "detain"], ["charg", "indict"], ["plead", "admit", "trial"], ["convict", "acquit", "verdict"], ["sentenc", "jail"]];
const STAGE_OF_KEY = new Map(LEGAL_STAGES.flatMap((keys, stage) => keys.map((key) => [key, stage] as const)));

/** The latest stage of a legal saga among word keys, or −1 when they name none. */
function legalStage(keys: Iterable<string>): number {
  let latest = -1;
  for (const key of keys) {
    const stage = STAGE_OF_KEY.get(key);
    if (stage !== undefined && stage > latest) latest = stage;
  }
  return latest;
}

/**
 * The latest stage of a legal saga a headline names, or −1 (issue 26, fourth round: the event's action).
 * "Vatican diplomat admits he possessed child abuse images at trial" (the trial, 2) and "Vatican
 * sentences ex-diplomat on child pornography charges in first trial of its kind" (the sentence, 4,
 * though it names the charges and the trial too) share most of their words and tell two events, a day
 * apart. The headline only: a lead names the saga's other stages as background ("pending trial").
 */
export function headlineStage(title: string): number {
  return legalStage(tokenize(title).map((token) => token.key));
}

/** Whether two articles' headlines name different latest stages of a legal saga (both naming one). */
export function otherStages(a: number, b: number): boolean {
  return a >= 0 && b >= 0 && a !== b;
}
