// The site's routes of spec §2 with the heading each shows a signed-out visitor: e2e/routes.spec.ts checks
// each answers with it, e2e/accessibility.spec.ts runs axe on each in both themes.
export const ROUTES: readonly { path: string; heading: string | RegExp }[] = [
  { path: "/", heading: "Top news" },
  // Personal pages send signed-out readers to the 401 page (spec §4); e2e/account.spec.ts signs in.
  { path: "/my", heading: "Sign in to continue" },
  { path: "/local", heading: "Local news" },
  { path: "/blindspot", heading: "Blindspot" },
  { path: "/my-news-bias", heading: "Sign in to continue" },
  { path: "/year-in-review", heading: "Sign in to continue" },
  { path: "/account", heading: "Sign in to continue" },
  // e2e/story.spec.ts opens real stories; the seeded database has no story with a made-up id.
  { path: "/daily-briefing/top-us", heading: "Daily briefing" },
  { path: "/newsletters/", heading: "Newsletters" },
  { path: "/newsletters/daily-ground", heading: "The Daily Ground" },
  { path: "/newsletters/daily-ground/subscribe/", heading: "Subscribe to The Daily Ground" },
  { path: "/newsletters/blindspot-report", heading: "Blindspot Report" },
  { path: "/newsletters/burst-your-bubble", heading: "Burst Your Bubble" },
  { path: "/subscribe", heading: "Choose your plan" },
  { path: "/checkout/", heading: "Checkout" },
  { path: "/checkout/gift-vantage", heading: "Give a year of Vantage" },
  { path: "/gift", heading: "Give OpenGround" },
  { path: "/register", heading: "Create an account" },
  { path: "/login", heading: "Sign in" },
  ...[1, 2, 3, 4, 5].map((part) => ({ path: `/welcome-series/${part}`, heading: `Welcome, part ${part} of 5` })),
  { path: "/holiday2024", heading: "The holiday sale is over" },
  // Each variant's headline (lib/site/landing.ts); e2e/landing.spec.ts checks what they show.
  { path: "/landingV5/", heading: "See every side of every story" },
  { path: "/landingV6/", heading: "Find the stories your feed hides" },
  { path: "/landingV7/", heading: "Same story, different headlines" },
  { path: "/landingV7-testUtm/", heading: "Same story, different headlines" },
  { path: "/landingV8/", heading: "News without the blind spots" },
  { path: "/landingV8-testUtm/", heading: "News without the blind spots" },
  { path: "/widget/story", heading: "Story widget" },
  // Without an id it shows the current top blindspot of the seeded feeds: its headline is the heading.
  { path: "/widget/blindspot-story", heading: /\S/ },
  // /amplitude-test is for staff only (404 for others): e2e/client-platform.spec.ts.
  { path: "/401?redirectUri=/my", heading: "Sign in to continue" },
  // Needs the /_app → /app-shell rewrite in next.config.js (see app/(site)/app-shell/page.tsx).
  { path: "/_app", heading: "Application shell" },
  { path: "/search?q=election", heading: "Search" },
  { path: "/about/ratings", heading: "How we rate sources" },
];
