import type { Metadata } from "next";
import { NewsletterPage } from "@/components/newsletters/newsletter-page";

export const metadata: Metadata = { title: "The Daily Ground", description: "The daily newsletter: the day's top stories across the spectrum. Free." };
export const dynamic = "force-dynamic";

export default function Page() {
  return <NewsletterPage slug="daily-ground" />;
}
