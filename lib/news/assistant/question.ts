// A question to the article assistant (issue 22): what POST /api/assistant accepts, and what the story
// page's form lets a reader send. Its own small module, so the browser's form reads it without the retrieval code.
export const QUESTION_MIN_LENGTH = 3;
export const QUESTION_MAX_LENGTH = 300;
