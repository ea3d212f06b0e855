import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Create an account",
  description: "Create a free OpenGround account.",
};

export default function RegisterPage() {
  return (
    <RoutePlaceholder
      title="Create an account"
      summary="The registration form for a free account will appear here."
    />
  );
}
