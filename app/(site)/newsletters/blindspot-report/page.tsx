import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Blindspot Report",
  description: "The weekly newsletter of stories one side missed. Free, every Tuesday.",
};

export default function BlindspotReportPage() {
  return (
    <RoutePlaceholder
      title="Blindspot Report"
      summary="The weekly newsletter of the stories one side of the spectrum missed, free, every Tuesday. Past issues and a sign-up link will appear here."
    />
  );
}
