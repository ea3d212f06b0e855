import { FOCUS_RING } from "@/components/ui/focus-ring";

// Shared class names of the account and onboarding forms, so every field and button looks the same.
export const FIELD = `mt-1 block w-full rounded border border-neutral-400 bg-white px-3 py-2 text-neutral-900 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-100 ${FOCUS_RING}`;
export const LABEL = "block text-sm font-semibold";
export const PRIMARY_BUTTON = `inline-flex items-center justify-center rounded bg-neutral-900 px-4 py-2 font-semibold text-white disabled:opacity-60 dark:bg-neutral-100 dark:text-neutral-900 ${FOCUS_RING}`;
export const SECONDARY_BUTTON = `inline-flex items-center justify-center rounded border border-neutral-400 px-4 py-2 font-semibold text-neutral-900 disabled:opacity-60 dark:border-neutral-600 dark:text-neutral-100 ${FOCUS_RING}`;
export const DANGER_BUTTON = `inline-flex items-center justify-center rounded bg-red-700 px-4 py-2 font-semibold text-white disabled:opacity-60 ${FOCUS_RING}`;
export const LINK = `rounded font-semibold underline underline-offset-2 ${FOCUS_RING}`;
export const SECTION = "rounded-lg border border-neutral-200 p-5 dark:border-neutral-800";
export const MUTED_TEXT = "text-neutral-700 dark:text-neutral-300";
