import { loadStoryMembers, writeStoriesFacts, type Executor, type StoryMember } from "@/lib/queries/story-writes";
import { storyFacts } from "@/lib/news/story-facts";

/** Recomputes and stores the derived facts of the given stories from their current members. */
export async function refreshStoryFacts(db: Executor, storyIds: number[]): Promise<void> {
  if (storyIds.length === 0) return;
  const byStory = new Map<number, StoryMember[]>();
  for (const member of await loadStoryMembers(db, storyIds)) {
    const list = byStory.get(member.storyId) ?? [];
    list.push(member);
    byStory.set(member.storyId, list);
  }
  const entries = [...byStory].map(([storyId, members]) => ({ storyId, facts: storyFacts(members) }));
  // Bounded statements: a merge-heavy batch may touch thousands of stories.
  for (let start = 0; start < entries.length; start += 1000) await writeStoriesFacts(db, entries.slice(start, start + 1000));
}
