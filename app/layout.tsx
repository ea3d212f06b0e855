import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { ClientPlatform } from "@/components/client-platform/client-platform";
import { USER_COOKIE } from "@/lib/auth/constants";
import { biasSchemeScript } from "@/lib/client/bias-colours";
import { imageModeScript } from "@/lib/client/image-mode";
import "@/styles/globals.css";

// A local font file from an npm package: nothing is fetched at build time (TOOLCHAIN.md).
const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
});

export const metadata: Metadata = {
  title: { default: "OpenGround — every side of every story", template: "%s · OpenGround" },
  description:
    "OpenGround shows each news story across outlets of every political lean, with the blindspots each side misses.",
  applicationName: "OpenGround",
  icons: { icon: { url: "/favicon.svg", type: "image/svg+xml" } },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0a0a0a" },
  ],
};

// Runs before first paint so the page never flashes the wrong theme: the stored choice. A missing or
// invalid value is drawn by the theme experiment once GrowthBook has loaded (issue 19,
// components/client-platform/theme-experiment.ts); until then the page is light.
const themeScript = `try{var t=localStorage.getItem("theme");document.documentElement.classList.toggle("dark",t==="dark")}catch(e){}`;

// fr=app / fr=appsoc is remembered for the visit at once (spec §2; lib/client/visit-tracking.ts
// APP_FLAG_KEY), before any bundle loads, so a reader who taps on before the client platform has loaded
// still never sees the cookie banner inside the app. /extension/ paths skip it.
const appFlagScript = `try{var f=new URLSearchParams(location.search).get("fr");if((f==="app"||f==="appsoc")&&location.pathname.indexOf("/extension/")<0)sessionStorage.setItem("ground.fr",f)}catch(e){}`;

// Outlets' images often refuse to be shown on other sites or have moved: a story card whose image fails
// drops it (and its broken-image box) instead. A capturing listener on the document sees the error
// events of images that are not parsed yet, and of cards "Load more" adds later.
const brokenImageScript = `document.addEventListener("error",function(e){var t=e.target;if(t&&t.tagName==="IMG"&&t.hasAttribute("data-hide-broken"))t.style.display="none"},true)`;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <script dangerouslySetInnerHTML={{ __html: brokenImageScript }} />
        <script dangerouslySetInnerHTML={{ __html: imageModeScript(USER_COOKIE) }} />
        <script dangerouslySetInnerHTML={{ __html: appFlagScript }} />
        <script dangerouslySetInnerHTML={{ __html: biasSchemeScript(USER_COOKIE) }} />
      </head>
      <body className="min-h-screen font-sans">
        <ClientPlatform>{children}</ClientPlatform>
      </body>
    </html>
  );
}
