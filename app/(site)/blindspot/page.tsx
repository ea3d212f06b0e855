import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Blindspot",
  description: "Stories that one side of the political spectrum barely covers.",
};

export default function BlindspotPage() {
  return (
    <RoutePlaceholder
      title="Blindspot"
      summary="Stories that outlets on the left or on the right barely cover will appear here, so you can see what each side misses."
    />
  );
}
