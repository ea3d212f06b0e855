import type { StoryArticleView } from "@/lib/engine/story-feed";
import type { OutletLogo } from "@/lib/queries/outlet-pages";
import type { ArticlesBySide, SideFilter } from "@/lib/site/story-sides";
import { ArticleItem } from "./article-item";
import { countOf } from "@/lib/site/count-of";

const GROUPS = [
  { key: "left", title: "From the left", stripe: "border-bias-left" },
  { key: "center", title: "From the center", stripe: "border-bias-center" },
  { key: "right", title: "From the right", stripe: "border-bias-right" },
  { key: "unrated", title: "From outlets not yet rated", stripe: "border-neutral-300 dark:border-neutral-700" },
] as const;

/** The story's articles under one heading per side; with a side chosen, only that side's. */
export function ArticleGroups({
  groups,
  filter,
  logos,
}: {
  groups: ArticlesBySide<StoryArticleView>;
  filter: SideFilter;
  logos: Record<string, OutletLogo>;
}) {
  const shown = GROUPS.filter((group) => (filter === "all" ? groups[group.key].length > 0 : group.key === filter));
  return (
    <div className="space-y-6">
      {shown.map((group) => {
        const articles = groups[group.key];
        return (
          <section key={group.key} aria-labelledby={`side-${group.key}`} data-side={group.key} className={`border-l-4 pl-3 ${group.stripe}`}>
            <h3 id={`side-${group.key}`} className="font-semibold">
              {group.title}{" "}
              <span className="font-normal text-neutral-700 dark:text-neutral-300">
                ({countOf(articles.length, "article")})
              </span>
            </h3>
            {articles.length === 0 ? (
              <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
                No outlet on this side has covered the story yet. That gap is what a blindspot is made of.
              </p>
            ) : (
              <ul className="flex flex-col divide-y divide-neutral-200 dark:divide-neutral-800" data-story-articles>
                {articles.map((article) => (
                  <ArticleItem key={article.id} article={article} logo={logos[article.outlet.id]} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
