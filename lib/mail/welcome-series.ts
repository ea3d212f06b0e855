// The welcome series (issue 20): five mails over a new reader's first week, also readable on the site
// at /welcome-series/1 to /5. Plain data, so the mail template and the page say the same thing.

export interface WelcomePart {
  part: number;
  /** Days after the address is confirmed. */
  day: number;
  subject: string;
  title: string;
  paragraphs: string[];
  action: { label: string; path: string };
}

export const WELCOME_SERIES: readonly WelcomePart[] = [
  {
    part: 1,
    day: 0,
    subject: "Welcome to OpenGround",
    title: "Every story, from every side",
    paragraphs: [
      "OpenGround gathers the articles outlets of every political lean publish about the same event and shows them side by side as one story.",
      "Each story carries a bar: how much of its coverage comes from outlets on the left, in the centre and on the right.",
    ],
    action: { label: "See today's top stories", path: "/" },
  },
  {
    part: 2,
    day: 1,
    subject: "What the coverage bar tells you",
    title: "Reading the coverage bar",
    paragraphs: [
      "The bar counts the sources of a story by the rated bias of each outlet. Open a story to see every article, grouped by lean, and the raters behind each outlet's rating.",
      "Ratings are inspectable: the About page lists each outlet's ratings and where they come from.",
    ],
    action: { label: "How outlets are rated", path: "/about/ratings" },
  },
  {
    part: 3,
    day: 2,
    subject: "Blindspots: the stories one side barely covers",
    title: "Blindspots",
    paragraphs: [
      "A blindspot is a story that one side of the spectrum hardly covers. Readers who follow only that side would probably miss it.",
      "The Blindspot page lists them for each side; the Blindspot Report newsletter sends the week's best every Tuesday.",
    ],
    action: { label: "Open the blindspots", path: "/blindspot" },
  },
  {
    part: 4,
    day: 4,
    subject: "Make the front page yours",
    title: "Follow what you care about",
    paragraphs: [
      "Follow topics, people, places and outlets, and For You gathers their stories. Pick your edition for the top news of your part of the world.",
    ],
    action: { label: "Choose your interests", path: "/onboarding" },
  },
  {
    part: 5,
    day: 7,
    subject: "How balanced is your news diet?",
    title: "My News Bias",
    paragraphs: [
      "My News Bias shows the lean of the outlets you actually read on OpenGround, week by week, so you can see which side you hear least from.",
      "Burst Your Bubble, our Thursday newsletter for subscribers, sends stories covered mostly by that side.",
    ],
    action: { label: "See your news bias", path: "/my-news-bias" },
  },
];

export function welcomePart(part: number): WelcomePart | null {
  return WELCOME_SERIES.find((entry) => entry.part === part) ?? null;
}
