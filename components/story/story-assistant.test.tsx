// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ASSISTANT_VARIANT_KEY } from "@/lib/client/assistant-variant";
import { FEATURE_DEFAULTS } from "@/lib/client/feature-defaults";
import { setFeatureEvaluator, type FeatureEvaluator } from "@/lib/client/features";
import { StoryAssistant } from "./story-assistant";

/** The readable user cookie of a signed-in reader with this status (spec §3: base64 of URI-encoded JSON). */
function signInAs(subscriptionStatus: string) {
  document.cookie = `GROUND_USER=${btoa(encodeURIComponent(JSON.stringify({ id: 1, subscriptionStatus })))}; path=/`;
}

function renderBoth() {
  render(
    <>
      <div data-testid="below-summary">
        <StoryAssistant storyId={7} placement="AA3" />
      </div>
      <aside data-testid="right-hand-side">
        <StoryAssistant storyId={7} placement="AA2" />
      </aside>
    </>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  act(() => setFeatureEvaluator(null));
  document.cookie = "GROUND_USER=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

describe("the article assistant on the story page (issue 22)", () => {
  it("appears only at the stored variant's place (AA3: below the summary), and asks the story's question", async () => {
    localStorage.setItem(ASSISTANT_VARIANT_KEY, "AA3");
    const answer = { answered: true, via: "extractive", parts: [{ text: "The levy expires after ten years.", cites: [1] }], sources: [{ n: 1, articleId: 5, url: "https://wire.example/5", outletId: "wire", outletName: "Wire", text: "The levy expires after ten years." }] };
    const fetch = vi.fn(async () => Response.json(answer));
    vi.stubGlobal("fetch", fetch);
    renderBoth();
    const region = await screen.findByRole("region", { name: "Ask about this story" });
    expect(screen.getByTestId("below-summary").contains(region)).toBe(true);
    expect(screen.getByTestId("right-hand-side").childElementCount).toBe(0);

    fireEvent.change(screen.getByRole("textbox", { name: "Your question about this story" }), { target: { value: "When does the levy expire?" } });
    fireEvent.click(screen.getByRole("button", { name: "Ask" }));
    expect(await screen.findByRole("link", { name: "Wire" })).toHaveProperty("href", "https://wire.example/5");
    expect(fetch).toHaveBeenCalledWith("/api/assistant", expect.objectContaining({ method: "POST", body: JSON.stringify({ storyId: 7, question: "When does the levy expire?" }) }));
  });

  it("with no stored variant, waits for GrowthBook's draw, then shows it there and keeps it", async () => {
    renderBoth();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "Ask about this story" })).toBeNull();
    expect(localStorage.getItem(ASSISTANT_VARIANT_KEY)).toBeNull();
    const evaluator = ((key) => (key === "assistant-variant" ? "AA2" : FEATURE_DEFAULTS[key])) as FeatureEvaluator;
    act(() => setFeatureEvaluator(evaluator));
    const region = await screen.findByRole("region", { name: "Ask about this story" });
    expect(screen.getByTestId("right-hand-side").contains(region)).toBe(true);
    expect(localStorage.getItem(ASSISTANT_VARIANT_KEY)).toBe("AA2");
  });

  it("is not shown to freeTrial or paid readers (spec §6)", async () => {
    localStorage.setItem(ASSISTANT_VARIANT_KEY, "AA3");
    for (const status of ["freeTrial", "premium"]) {
      signInAs(status);
      renderBoth();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByRole("region", { name: "Ask about this story" })).toBeNull();
      cleanup();
    }
    signInAs("free");
    renderBoth();
    await screen.findByRole("region", { name: "Ask about this story" });
  });

  it("shows the server's refusal, such as the rate limit", async () => {
    localStorage.setItem(ASSISTANT_VARIANT_KEY, "AA2");
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ error: { code: "rate_limited", message: "Too Many Requests" } }, { status: 429 })));
    renderBoth();
    fireEvent.change(await screen.findByRole("textbox", { name: "Your question about this story" }), { target: { value: "What next?" } });
    fireEvent.click(screen.getByRole("button", { name: "Ask" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Too Many Requests");
    await waitFor(() => expect(screen.getByRole("button", { name: "Ask" })).toHaveProperty("disabled", false));
  });
});
