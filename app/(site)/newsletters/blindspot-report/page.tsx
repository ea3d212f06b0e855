import type { Metadata } from "next";
import { NewsletterPage } from "@/components/newsletters/newsletter-page";

export const metadata: Metadata = { title: "Blindspot Report", description: "The weekly newsletter of the stories one side of the spectrum missed. Free, on Tuesdays." };
export const dynamic = "force-dynamic";

export default function Page() {
  return <NewsletterPage slug="blindspot-report" />;
}
