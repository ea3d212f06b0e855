import type { Bias, RatedBias } from "@/lib/news/bias-scale";
import { TOPIC_BY_ID } from "@/lib/news/interests/taxonomy";
import { outletById } from "@/lib/outlets";
import { largestRemainderPercents } from "@/lib/news/coverage/whole-percents";
import { leanLabel, type LeanSpan } from "./lean";
import { personaImageDataUrl } from "./persona-art";
import { PERSONA_FACTS, type PersonaFacts } from "./personas";

// The personas as pages show them: the facts of personas.ts with the outlets and topics looked up and
// the lean label, colour bar and images derived. Pure (the registry and taxonomy are code).

export interface PersonaSegment {
  bias: RatedBias;
  /** Whole percent of the persona's eight outlets; the segments add up to 100. */
  percent: number;
}

export interface Persona {
  id: string;
  title: string;
  lean: LeanSpan;
  leanLabel: string;
  description: string;
  /** The colour bar: the persona's outlets by bias, left to right. */
  segments: PersonaSegment[];
  outlets: { id: string; name: string; bias: Bias }[];
  interests: { id: number; name: string }[];
  images: { square: string; wide: string };
}

const SCALE: readonly RatedBias[] = ["farLeft", "left", "leanLeft", "center", "leanRight", "right", "farRight"];

export function personaSegments(biases: readonly Bias[]): PersonaSegment[] {
  const counts = Object.fromEntries(SCALE.map((bias) => [bias, biases.filter((value) => value === bias).length])) as Record<RatedBias, number>;
  const percents = largestRemainderPercents(counts);
  return SCALE.filter((bias) => counts[bias] > 0).map((bias) => ({ bias, percent: percents[bias] }));
}

function derive(facts: PersonaFacts): Persona {
  const outlets = facts.outletIds.map((id) => {
    const outlet = outletById(id);
    return { id, name: outlet?.name ?? id, bias: outlet?.bias ?? ("unknown" as Bias) };
  });
  return {
    id: facts.id,
    title: facts.title,
    lean: facts.lean,
    leanLabel: leanLabel(facts.lean),
    description: facts.description,
    segments: personaSegments(outlets.map((outlet) => outlet.bias)),
    outlets,
    interests: facts.interestIds.map((id) => ({ id, name: TOPIC_BY_ID.get(id)?.name ?? `Topic ${id}` })),
    images: { square: personaImageDataUrl(facts.art, "square"), wide: personaImageDataUrl(facts.art, "wide") },
  };
}

let personas: readonly Persona[] | undefined;

export function listPersonas(): Persona[] {
  personas ??= PERSONA_FACTS.map(derive);
  return [...personas];
}

export function personaById(id: string): Persona | undefined {
  return listPersonas().find((persona) => persona.id === id);
}

export { fitsLean, leanLabel, type LeanSpan } from "./lean";
