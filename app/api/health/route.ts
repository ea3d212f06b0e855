import { getHealth } from "@/lib/server/health";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const health = await getHealth();
  return Response.json(health.body, {
    status: health.status,
    headers: { "cache-control": "no-store" },
  });
}
