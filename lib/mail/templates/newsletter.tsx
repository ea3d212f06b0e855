import { Column, Img, Link, Row, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { fluidWidth, trackedLink, widenImage, type IssueStory, type LinkContext, type NewsletterIssue } from "@/lib/newsletters/compose";
import { COLOURS, heading, MailLayout, paragraph } from "./layout";

// A newsletter issue as mail (issue 20): one column, images at 600 px shown at 100 % of the column
// (spec §9), and every fact also in text — the coverage bar is coloured cells with the percentages
// written under them — so the mail reads the same with images off.

export interface NewsletterLinks extends LinkContext {
  /** One-click unsubscribe from this newsletter only (RFC 8058), for the List-Unsubscribe header. */
  unsubscribeUrl: string;
  /** The page a reader opens from the footer to unsubscribe from this newsletter. */
  unsubscribePageUrl: string;
  /** The reader's subscriptions page. */
  manageUrl: string;
}

function CoverageBar({ percents }: { percents: IssueStory["percents"] }) {
  const cells = (["left", "center", "right"] as const).filter((side) => percents[side] > 0);
  return (
    <Section style={{ margin: "4px 0 4px" }}>
      {cells.length ? (
        <Row>
          {cells.map((side) => (
            <Column key={side} style={{ width: `${percents[side]}%`, height: "8px", backgroundColor: COLOURS[side] }} />
          ))}
        </Row>
      ) : null}
      <Text style={{ fontSize: "13px", lineHeight: "18px", color: COLOURS.muted, margin: "4px 0 0" }}>
        Left {percents.left}% · Centre {percents.center}% · Right {percents.right}%
      </Text>
    </Section>
  );
}

function StoryBlock({ story, links, subCategory }: { story: IssueStory; links: NewsletterLinks; subCategory: string }) {
  const href = trackedLink(`/article/${story.id}`, links, subCategory);
  return (
    <Section style={{ margin: "0 0 24px" }}>
      {story.imageUrl ? (
        <Link href={href}>
          <Img src={widenImage(story.imageUrl)} width="600" alt={story.title} style={{ display: "block", maxWidth: "600px", height: "auto", border: 0, ...styleOf(fluidWidth("width:290px")) }} />
        </Link>
      ) : null}
      <Text style={{ fontSize: "18px", lineHeight: "24px", fontWeight: 700, margin: "8px 0 4px" }}>
        <Link href={href} style={{ color: COLOURS.ink, textDecoration: "none" }}>
          {story.title}
        </Link>
      </Text>
      {story.summary ? <Text style={{ ...paragraph, margin: "0 0 4px" }}>{story.summary}</Text> : null}
      <CoverageBar percents={story.percents} />
      <Text style={{ fontSize: "13px", color: COLOURS.muted, margin: "2px 0 0" }}>
        {story.sourceCount} sources ·{" "}
        <Link href={href} style={{ color: COLOURS.accent }}>
          Compare the coverage
        </Link>
      </Text>
    </Section>
  );
}

/** "width:100%" → { width: "100%" } (the §9 rule is written as a style string). */
function styleOf(css: string): Record<string, string> {
  return Object.fromEntries(
    css
      .split(";")
      .map((part) => part.split(":").map((piece) => piece.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== "")
      .map(([key, value]) => [key.replace(/-([a-z])/g, (_m, letter: string) => letter.toUpperCase()), value]),
  );
}

export function NewsletterMail({ issue, links }: { issue: NewsletterIssue; links: NewsletterLinks }) {
  const empty = issue.sections.every((section) => section.stories.length === 0);
  return (
    <MailLayout
      preview={issue.preheader}
      siteUrl={trackedLink("/", links, "header")}
      footerLines={[
        `You get ${issue.title} because this address subscribed to it on OpenGround.`,
        <>
          <Link href={links.unsubscribePageUrl}>Unsubscribe from {issue.title}</Link> · <Link href={links.manageUrl}>Manage your newsletters</Link>
        </>,
      ]}
    >
      <Text style={heading}>{issue.title}</Text>
      <Text style={{ ...paragraph, color: COLOURS.muted }}>
        No. {issue.numberInSeries} · {issue.date}
      </Text>
      {empty ? <Text style={paragraph}>There were no stories for this issue.</Text> : null}
      {issue.sections
        .filter((section) => section.stories.length > 0)
        .map((section) => (
          <Section key={section.subCategory}>
            <Text style={{ fontSize: "20px", fontWeight: 700, margin: "16px 0 4px" }}>{section.heading}</Text>
            <Text style={{ ...paragraph, color: COLOURS.muted }}>{section.intro}</Text>
            {section.stories.map((story) => (
              <StoryBlock key={story.id} story={story} links={links} subCategory={section.subCategory} />
            ))}
          </Section>
        ))}
      <Text style={paragraph}>
        <Link href={trackedLink(`/newsletters/${issue.slug}`, links, "footer")}>Read this issue on the site</Link>
      </Text>
    </MailLayout>
  );
}

export async function renderNewsletter(issue: NewsletterIssue, links: NewsletterLinks): Promise<{ subject: string; html: string; text: string; headers: Record<string, string> }> {
  const element = <NewsletterMail issue={issue} links={links} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return {
    subject: issue.subject,
    html,
    text,
    headers: { "List-Unsubscribe": `<${links.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
