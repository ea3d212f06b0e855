import { useSyncExternalStore } from "react";
import { FEATURE_DEFAULTS, type FeatureKey, type FeatureValue } from "./feature-defaults";

// The flag reader (issue 19): `useFeature(key)` in any client component. It answers the project's default
// (lib/client/feature-definitions.ts) on the server, in the first render and until GrowthBook has loaded
// in the browser (lazily, after first paint: components/client-platform/growthbook.ts), then the value
// GrowthBook evaluates for this visitor. Evaluating is what counts as an exposure (Experiment-Viewed), so
// only flags some component actually reads are evaluated.

export type FeatureEvaluator = <K extends FeatureKey>(key: K) => FeatureValue<K>;

let evaluator: FeatureEvaluator | null = null;
const values = new Map<FeatureKey, unknown>();
const listeners = new Set<() => void>();

/** Reads one flag outside React (event handlers, the client platform). */
export function readFeature<K extends FeatureKey>(key: K): FeatureValue<K> {
  if (!evaluator) return FEATURE_DEFAULTS[key];
  if (!values.has(key)) {
    try {
      values.set(key, evaluator(key));
    } catch (error) {
      console.error("Feature flag evaluation failed", { key, error });
      values.set(key, FEATURE_DEFAULTS[key]);
    }
  }
  return values.get(key) as FeatureValue<K>;
}

/** Installs (or replaces, after attributes or remote definitions change) the evaluator. */
export function setFeatureEvaluator(next: FeatureEvaluator | null): void {
  evaluator = next;
  values.clear();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A feature flag's value for this visitor; the project default until GrowthBook has loaded. */
export function useFeature<K extends FeatureKey>(key: K): FeatureValue<K> {
  return useSyncExternalStore(
    subscribe,
    () => readFeature(key),
    () => FEATURE_DEFAULTS[key],
  );
}

/** Whether GrowthBook has loaded: until then every flag answers its default, which is no experiment arm. */
export function useFeaturesLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => evaluator !== null,
    () => false,
  );
}
