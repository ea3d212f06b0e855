"use client";

import { useState } from "react";
import { PRIMARY_BUTTON, SECONDARY_BUTTON, LINK } from "@/components/account/ui";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { biasLabel } from "@/lib/news/bias-labels";
import { AGREEMENT_LABELS, BIAS_QUIZ_QUESTIONS, biasQuizDiscountLink, biasQuizScore, likelyLean, type Agreement } from "@/lib/personal/bias-quiz";

/**
 * The bias quiz popup (issue 22; spec §4 "Bias quiz"): an invitation first; "Take the quiz" counts as
 * started (onStart), closing before that re-arms it for a day (onClose without a start). The quiz's
 * six statements give a likely lean, pointing to My News Bias and, for free readers, the discount.
 */
export function BiasQuizDialog({ status, onStart, onClose }: { status: string; onStart: () => void; onClose: () => void }) {
  const [step, setStep] = useState<"invite" | "quiz" | "result">("invite");
  const [answers, setAnswers] = useState<Record<string, Agreement>>({});
  const score = biasQuizScore(answers);
  const discount = biasQuizDiscountLink(status);
  const title = step === "result" && score !== null ? `Your answers lean: ${biasLabel(likelyLean(score))}` : "What is your news bias?";
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={title}
      testId="bias-quiz"
      actions={(close) =>
        step === "invite" ? (
          <>
            <button
              type="button"
              className={PRIMARY_BUTTON}
              onClick={() => {
                onStart();
                setStep("quiz");
              }}
            >
              Take the quiz
            </button>
            <button type="button" className={SECONDARY_BUTTON} onClick={close}>
              Not now
            </button>
          </>
        ) : step === "quiz" ? (
          <>
            <button type="submit" form="bias-quiz-form" className={PRIMARY_BUTTON} disabled={score === null}>
              See my lean
            </button>
            <button type="button" className={SECONDARY_BUTTON} onClick={close}>
              Close
            </button>
          </>
        ) : (
          <button type="button" className={SECONDARY_BUTTON} onClick={close}>
            Close
          </button>
        )
      }
    >
      {step === "invite" ? (
        <p>Six statements, one minute: see which way your views lean, then compare it with the lean of the news you actually read.</p>
      ) : step === "quiz" ? (
        <form
          id="bias-quiz-form"
          className="max-h-[55vh] space-y-4 overflow-y-auto"
          onSubmit={(event) => {
            event.preventDefault();
            if (score !== null) setStep("result");
          }}
        >
          {BIAS_QUIZ_QUESTIONS.map((question) => (
            <fieldset key={question.id}>
              <legend className="font-semibold">{question.statement}</legend>
              <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                {AGREEMENT_LABELS.map((option) => (
                  <label key={option.value} className="inline-flex items-center gap-1">
                    <input
                      type="radio"
                      name={question.id}
                      value={option.value}
                      checked={answers[question.id] === option.value}
                      onChange={() => setAnswers((current) => ({ ...current, [question.id]: option.value }))}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </form>
      ) : (
        <>
          <p>A quiz this short only hints at it. What you read says more: My News Bias shows the lean of the sources you open.</p>
          <p>
            <a href="/my-news-bias" className={LINK}>
              See My News Bias
            </a>
          </p>
          {discount ? (
            <p>
              For taking the quiz: 35% off your first year of Vantage.{" "}
              <a href={discount} className={LINK}>
                Claim the discount
              </a>
            </p>
          ) : null}
        </>
      )}
    </ModalDialog>
  );
}
