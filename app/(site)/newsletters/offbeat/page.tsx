import type { Metadata } from "next";
import { NewsletterPage } from "@/components/newsletters/newsletter-page";

export const metadata: Metadata = { title: "Offbeat", description: "Unusual and lighter stories you might have missed. Free, on Wednesdays." };
export const dynamic = "force-dynamic";

export default function Page() {
  return <NewsletterPage slug="offbeat" />;
}
