// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyPersonalMarks, pageStoryIds } from "./personal-marks";

function page(): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = `
    <article data-story-card="11"><div><time>2h ago</time></div><h2>Read one</h2></article>
    <article data-story-card="12"><div><time>3h ago</time></div><h2>Unread one</h2></article>
    <article data-story-card="11"><div><time>2h ago</time></div><h2>Read one again</h2></article>
    <ul data-story-articles>
      <li data-outlet="lefty">Lefty's article</li>
      <li data-outlet="righty">Righty's article</li>
      <li data-outlet="righter">Righter's article</li>
    </ul>`;
  return root;
}

describe("a reader's marks on the cached page", () => {
  it("marks the cards read and hides the blocked sources' articles, saying how many", () => {
    const root = page();
    expect(pageStoryIds(root)).toEqual([11, 12]);
    applyPersonalMarks(root, { readStoryIds: new Set([11]), blockedOutletIds: new Set(["righty", "righter"]) });
    const cards = [...root.querySelectorAll<HTMLElement>("[data-story-card]")];
    expect(cards.map((card) => [card.hasAttribute("data-read"), card.querySelector("[data-read-badge]")?.textContent ?? null])).toEqual([
      [true, "Read"],
      [false, null],
      [true, "Read"],
    ]);
    expect([...root.querySelectorAll("li")].filter((item) => !item.hidden).map((item) => item.textContent)).toEqual(["Lefty's article"]);
    expect(root.querySelector("[data-blocked-note]")?.textContent).toBe("2 articles from sources you blocked are hidden.");
  });

  it("applied again with other answers, shows only the new marks (another reader, or an unblock)", () => {
    const root = page();
    applyPersonalMarks(root, { readStoryIds: new Set([11]), blockedOutletIds: new Set(["righty"]) });
    applyPersonalMarks(root, { readStoryIds: new Set([12]), blockedOutletIds: new Set() });
    expect(root.querySelectorAll("[data-read-badge]")).toHaveLength(1);
    expect(root.querySelector("[data-story-card='12'] [data-read-badge]")).not.toBeNull();
    expect([...root.querySelectorAll("li")].every((item) => !item.hidden)).toBe(true);
    expect(root.querySelector("[data-blocked-note]")).toBeNull();
  });

  it("hides the cards the reader's blocks and mutes hide, one line per list saying how many, and shows them again when unblocked", () => {
    const root = document.createElement("div");
    root.innerHTML = `<ol>${[21, 22, 23].map((id) => `<li><article data-story-card="${id}"><time>1h ago</time></article></li>`).join("")}</ol>`;
    applyPersonalMarks(root, { readStoryIds: new Set(), blockedOutletIds: new Set(["righty"]), hiddenStoryIds: new Set([21, 23]) });
    expect([...root.querySelectorAll("li")].map((item) => item.hidden)).toEqual([true, false, true]);
    expect(root.querySelector("[data-blocked-note]")?.textContent).toBe("2 stories from sources you blocked or topics you muted are hidden.");
    applyPersonalMarks(root, { readStoryIds: new Set(), blockedOutletIds: new Set() });
    expect([...root.querySelectorAll("li")].every((item) => !item.hidden)).toBe(true);
    expect(root.querySelector("[data-blocked-note]")).toBeNull();
  });
});
