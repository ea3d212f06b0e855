import type { Metadata } from "next";
import { NewsletterPage } from "@/components/newsletters/newsletter-page";

export const metadata: Metadata = { title: "Burst Your Bubble", description: "Stories covered mostly by the side you read least. For subscribers, on Thursdays." };
export const dynamic = "force-dynamic";

export default function Page() {
  return <NewsletterPage slug="burst-your-bubble" />;
}
