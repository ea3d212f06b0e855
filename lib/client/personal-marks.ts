import { browserApi } from "./browser-api";

// A signed-in reader's own parts of the cached public pages (issue 28): the page's HTML is the same for
// every reader of an edition, so the "read" marks on story cards and the hiding of the sources the reader
// blocked are applied here, in the browser, from their own API answers (GET /v04/user/reads?storyIds=,
// GET /v04/personal/relations, and for a reader who blocked or muted something GET
// /v04/personal/hidden-stories?storyIds=: the cards their blocks and mutes hide, as For You drops them). Loaded with a dynamic import by the client platform after first paint
// (components/client-platform/platform-effects.tsx), never part of a page's first-load JavaScript.

export interface PersonalMarks {
  readStoryIds: ReadonlySet<number>;
  blockedOutletIds: ReadonlySet<string>;
  /** Cards the reader's blocked sources and muted topics hide (GET /v04/personal/hidden-stories). */
  hiddenStoryIds?: ReadonlySet<number>;
}

/** The story cards' ids on the page (data-story-card, components/feed/story-card.tsx). */
export function pageStoryIds(root: ParentNode): number[] {
  const ids = [...root.querySelectorAll<HTMLElement>("[data-story-card]")].map((card) => Number(card.dataset.storyCard));
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
}

const READ_BADGE = "data-read-badge";
const BLOCKED_NOTE = "data-blocked-note";
const HIDDEN_CARD = "data-hidden-by-reader";

/**
 * Marks the read cards ("Read" beside the card's time, data-read on the card) and hides the blocked
 * sources' articles of a story page (with one line saying how many). Idempotent: applying again (a
 * client navigation, new answers) first takes away what an earlier pass added.
 */
export function applyPersonalMarks(root: ParentNode, marks: PersonalMarks): void {
  for (const badge of root.querySelectorAll(`[${READ_BADGE}], [${BLOCKED_NOTE}]`)) badge.remove();
  for (const item of root.querySelectorAll<HTMLElement>(`[${HIDDEN_CARD}]`)) {
    item.hidden = false;
    item.removeAttribute(HIDDEN_CARD);
  }
  const hiddenPerList = new Map<Element, number>();
  for (const card of root.querySelectorAll<HTMLElement>("[data-story-card]")) {
    if (marks.hiddenStoryIds?.has(Number(card.dataset.storyCard))) {
      const item = card.closest("li") ?? card;
      item.hidden = true;
      item.setAttribute(HIDDEN_CARD, "");
      const list = item.parentElement ?? item;
      hiddenPerList.set(list, (hiddenPerList.get(list) ?? 0) + 1);
    }
    const read = marks.readStoryIds.has(Number(card.dataset.storyCard));
    card.toggleAttribute("data-read", read);
    const time = card.querySelector("time");
    if (read && time) {
      const badge = document.createElement("span");
      badge.setAttribute(READ_BADGE, "");
      badge.className = "rounded border border-neutral-300 px-1.5 dark:border-neutral-700";
      badge.textContent = "Read";
      time.after(badge);
    }
  }
  for (const [list, hidden] of hiddenPerList) {
    const note = document.createElement("p");
    note.setAttribute(BLOCKED_NOTE, "");
    note.className = "py-2 text-sm text-neutral-700 dark:text-neutral-300";
    note.textContent = `${hidden} ${hidden === 1 ? "story" : "stories"} from sources you blocked or topics you muted ${hidden === 1 ? "is" : "are"} hidden.`;
    list.before(note);
  }
  for (const list of root.querySelectorAll<HTMLElement>("[data-story-articles]")) {
    let hidden = 0;
    for (const item of list.querySelectorAll<HTMLElement>("li[data-outlet]")) {
      const blocked = marks.blockedOutletIds.has(item.dataset.outlet ?? "");
      item.hidden = blocked;
      if (blocked) hidden++;
    }
    if (hidden > 0) {
      const note = document.createElement("p");
      note.setAttribute(BLOCKED_NOTE, "");
      note.className = "py-2 text-sm text-neutral-700 dark:text-neutral-300";
      note.textContent = `${hidden} ${hidden === 1 ? "article" : "articles"} from sources you blocked ${hidden === 1 ? "is" : "are"} hidden.`;
      list.before(note);
    }
  }
}

/** Asks the API for the reader's marks of this page and applies them; a failure leaves the page as it is. */
export async function loadPersonalMarks(root: ParentNode = document): Promise<void> {
  const ids = pageStoryIds(root);
  const api = browserApi();
  const asked = ids.slice(0, 200).join(",");
  const [reads, relations] = await Promise.all([
    ids.length ? api.get<{ storyIds: number[] }>(`/v04/user/reads?storyIds=${asked}`, { noRedirectOn401: true }) : undefined,
    ids.length || root.querySelector("[data-story-articles]")
      ? api.get<{ blockedOutletIds: string[]; mutedInterestIds: number[] }>("/v04/personal/relations", { noRedirectOn401: true })
      : undefined,
  ]);
  // Only a reader who blocked or muted something asks which cards that hides.
  const hides = ids.length > 0 && (relations?.blockedOutletIds.length ?? 0) + (relations?.mutedInterestIds.length ?? 0) > 0;
  const hidden = hides ? await api.get<{ storyIds: number[] }>(`/v04/personal/hidden-stories?storyIds=${asked}`, { noRedirectOn401: true }) : undefined;
  applyPersonalMarks(root, {
    readStoryIds: new Set(reads?.storyIds ?? []),
    blockedOutletIds: new Set(relations?.blockedOutletIds ?? []),
    hiddenStoryIds: new Set(hidden?.storyIds ?? []),
  });
}
