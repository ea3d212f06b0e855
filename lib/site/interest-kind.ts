// How an interest's kind (lib/news/interests) is named to readers. Pure.

const KIND_LABELS: Record<string, string> = { topic: "Topic", person: "Person", place: "Place", organisation: "Organisation" };

/** "Person" for "person"; an unknown kind as it is stored. */
export function interestKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}
