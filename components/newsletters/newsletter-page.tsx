import Link from "next/link";
import { IssueView } from "@/components/newsletters/issue-view";
import { LINK } from "@/components/account/ui";
import { getCurrentUser } from "@/lib/auth/current-user";
import { mayReceive, newsletterBySlug, type NewsletterSlug } from "@/lib/newsletters/catalogue";
import { latestIssue, subscribedIdentifiers } from "@/lib/site/newsletters";

// A newsletter's page (/newsletters/<slug>): what it is, whether the reader gets it, and its latest issue.
export async function NewsletterPage({ slug }: { slug: NewsletterSlug }) {
  const newsletter = newsletterBySlug(slug)!;
  const user = await getCurrentUser();
  const [issue, subscribed] = await Promise.all([latestIssue(slug, user), user ? subscribedIdentifiers(user.email) : Promise.resolve([])]);
  const isSubscribed = newsletter.identifiers.some((identifier) => subscribed.includes(identifier));
  const signupPath = slug === "daily-ground" ? "/newsletters/daily-ground/subscribe/" : "/newsletters/";
  return (
    <article className="max-w-3xl">
      <h1 className="text-2xl font-bold sm:text-3xl">{newsletter.title}</h1>
      <p className="mt-1 text-neutral-600 dark:text-neutral-400">
        {newsletter.frequency} · {newsletter.isPremium ? "Premium" : "Free"}
      </p>
      <p className="mt-3">{newsletter.description}</p>
      <p className="mt-3">
        {isSubscribed ? (
          "You receive this newsletter."
        ) : newsletter.isPremium && user && !mayReceive(newsletter, user.subscriptionStatus) ? (
          <Link href="/subscribe" className={LINK}>
            Subscribe to OpenGround to receive it
          </Link>
        ) : (
          <Link href={signupPath} className={LINK}>
            Sign up for {newsletter.title}
          </Link>
        )}
      </p>
      <IssueView issue={issue} />
    </article>
  );
}
