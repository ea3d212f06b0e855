import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Sign in to OpenGround.",
};

export default function LoginPage() {
  return (
    <RoutePlaceholder
      title="Sign in"
      summary="The sign-in form will appear here."
    />
  );
}
