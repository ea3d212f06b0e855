import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RoutePlaceholder } from "@/components/route-placeholder";
import { WELCOME_SERIES_PARTS, welcomeSeriesPart } from "./welcome-part";

type Params = Promise<{ n: string }>;

// The five parts are built ahead; any other segment is rendered on demand and answers 404.
export function generateStaticParams(): { n: string }[] {
  return WELCOME_SERIES_PARTS.map((part) => ({ n: String(part) }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const part = welcomeSeriesPart((await params).n);
  if (part === null) return {};
  return {
    title: `Welcome, part ${part} of 5`,
    description: "A short series introducing new readers to OpenGround.",
  };
}

export default async function WelcomeSeriesPage({ params }: { params: Params }) {
  const part = welcomeSeriesPart((await params).n);
  if (part === null) notFound();
  return (
    <RoutePlaceholder
      title={`Welcome, part ${part} of 5`}
      summary="A step of the welcome series for new readers — how stories are compared, what blindspots are and how to follow interests — will appear here."
    />
  );
}
