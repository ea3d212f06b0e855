import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Account",
  description: "Your OpenGround account and settings.",
};

export default function AccountPage() {
  return (
    <RoutePlaceholder
      title="Your account"
      summary="Your profile, edition, bias colours, notification and newsletter settings and your subscription will appear here."
    />
  );
}
