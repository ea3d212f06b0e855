import { loadStoryMembers, writeStoryFacts, type Executor, type StoryMember } from "@/lib/queries/story-writes";
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
  for (const [storyId, members] of byStory) await writeStoryFacts(db, storyId, storyFacts(members));
}
