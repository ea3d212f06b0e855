"use client";

import Cookies from "js-cookie";
import { useState, type FormEvent } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { track } from "@/lib/client/analytics";
import { browserEntitlements } from "@/lib/client/plan-status";
import { sendJson } from "@/lib/client/send-json";
import type { AssistantAnswer } from "@/lib/news/assistant/answer";
import { QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH } from "@/lib/news/assistant/question";
import type { StoryAssistantProps } from "./story-assistant";


type Reaction = "helpful" | "not helpful";

/**
 * The article assistant (issue 22): a reader asks about the story and gets an answer from the story's own
 * articles, each sentence citing its source, or is told the articles do not answer it. Then "Was this
 * helpful?": GAI-Reaction to analytics (spec §7) and stored (POST /api/assistant/reaction). Shown to the
 * plans that have it (spec §6: free readers and visitors; not freeTrial, not the paid plans).
 */
export function StoryAssistantBody({ storyId, placement }: StoryAssistantProps) {
  const [question, setQuestion] = useState("");
  const [asked, setAsked] = useState("");
  const [answer, setAnswer] = useState<AssistantAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reaction, setReaction] = useState<Reaction | null>(null);
  const [allowed] = useState(() => browserEntitlements(Cookies.get()).aiAssistant);
  if (!allowed) return null;

  async function ask(event: FormEvent) {
    event.preventDefault();
    const text = question.trim();
    if (busy || text.length < QUESTION_MIN_LENGTH) return;
    setBusy(true);
    setError(null);
    const result = await sendJson("POST", "/api/assistant", { storyId, question: text });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setAsked(text);
    setAnswer(result.data as AssistantAnswer);
    setReaction(null);
  }

  function react(helpful: boolean) {
    if (!answer) return;
    setReaction(helpful ? "helpful" : "not helpful");
    const details = { storyId, helpful, via: answer.via, answered: answer.answered, variant: placement };
    track("GAI-Reaction", details);
    void sendJson("POST", "/api/assistant/reaction", { ...details, question: asked }).then((result) => {
      if (!result.ok) console.error("Could not store the assistant reaction", result.message);
    });
  }

  return (
    <section aria-labelledby={`assistant-${placement}`} data-assistant-variant={placement} className={`rounded-lg border border-neutral-200 p-4 dark:border-neutral-800 ${placement === "AA3" ? "mt-4" : ""}`}>
      <h2 id={`assistant-${placement}`} className="text-base font-semibold">
        Ask about this story
      </h2>
      <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">Answers come only from this story&apos;s articles, with their sources.</p>
      <form onSubmit={ask} className="mt-3 flex gap-2">
        <label htmlFor={`assistant-question-${placement}`} className="sr-only">
          Your question about this story
        </label>
        <input
          id={`assistant-question-${placement}`}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          maxLength={QUESTION_MAX_LENGTH}
          minLength={QUESTION_MIN_LENGTH}
          required
          placeholder="e.g. What happens next?"
          className={`min-w-0 flex-1 rounded border border-neutral-300 bg-transparent px-2 py-1 text-sm dark:border-neutral-700 ${FOCUS_RING}`}
        />
        <button type="submit" disabled={busy} className={`rounded bg-neutral-900 px-3 py-1 text-sm font-semibold text-white disabled:opacity-60 dark:bg-neutral-100 dark:text-neutral-900 ${FOCUS_RING}`}>
          {busy ? "Asking…" : "Ask"}
        </button>
      </form>
      <div aria-live="polite">
        {error ? (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
        {answer ? <AnswerView answer={answer} /> : null}
        {answer ? (
          reaction ? (
            <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">Thanks for your feedback.</p>
          ) : (
            <p className="mt-3 flex items-center gap-2 text-sm">
              Was this helpful?
              <button type="button" onClick={() => react(true)} className={`rounded border border-neutral-300 px-2 py-0.5 dark:border-neutral-700 ${FOCUS_RING}`}>
                Yes
              </button>
              <button type="button" onClick={() => react(false)} className={`rounded border border-neutral-300 px-2 py-0.5 dark:border-neutral-700 ${FOCUS_RING}`}>
                No
              </button>
            </p>
          )
        ) : null}
      </div>
    </section>
  );
}

function AnswerView({ answer }: { answer: AssistantAnswer }) {
  if (!answer.answered) return <p className="mt-3 text-sm">{answer.message}</p>;
  return (
    <div className="mt-3 text-sm" data-testid="assistant-answer">
      <p>
        {answer.parts.map((part, index) => (
          <span key={index}>
            {index > 0 ? " " : null}
            {part.text}
            {part.cites.map((n) => (
              <sup key={n}>
                <a href={`#assistant-source-${n}`} className={`ml-0.5 rounded text-blue-700 dark:text-blue-400 ${FOCUS_RING}`}>
                  [{n}]
                </a>
              </sup>
            ))}
          </span>
        ))}
      </p>
      <ol className="mt-3 space-y-1 text-xs text-neutral-700 dark:text-neutral-300" aria-label="Sources">
        {answer.sources.map((source) => (
          <li key={source.n} id={`assistant-source-${source.n}`}>
            [{source.n}]{" "}
            <a href={source.url} target="_blank" rel="noopener" data-article-id={source.articleId} className={`font-semibold hover:underline ${FOCUS_RING}`}>
              {source.outletName}
            </a>
            {/* An extractive answer is made of these sentences already; a model's answer shows what it rests on. */}
            {answer.via === "model" ? <>: “{source.text}”</> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
