// Stripe objects as Stripe sends them in webhooks, for the tests that deliver signed events (the Vitest
// webhook tests and the Playwright billing journeys). Pure: no SDK, no database.

/** The Checkout Session of a paid subscription (`checkout.session.completed`), for our user `userId` and `plan`. */
export function paidSubscriptionSession(session: { id: string; userId: string; plan: string; customer: string; subscription: string; metadata?: Record<string, string> }): Record<string, unknown> {
  return {
    id: session.id,
    object: "checkout.session",
    mode: "subscription",
    payment_status: "paid",
    client_reference_id: session.userId,
    customer: session.customer,
    subscription: session.subscription,
    metadata: { userId: session.userId, plan: session.plan, ...session.metadata },
  };
}
