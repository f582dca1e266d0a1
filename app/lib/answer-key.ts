// With JavaScript on, a form's inputs are uncontrolled: an answer from the server that resets the form (an identity
// check that failed) or drops secrets (a refused password) would otherwise leave the typed values on screen, unlike
// the same answer without JavaScript. Keying the form on the answer remounts it, so every server answer shows exactly
// what the server sent back — the same page with JavaScript on and off.

const answerKeys = new WeakMap<object, number>();
let lastAnswerKey = 0;

/** A key for the form: 'form' before any answer, then a new key for each answer object from the action. */
export function answerKey(answer: object | null | undefined): string {
  if (!answer) return 'form';
  let key = answerKeys.get(answer);
  if (key === undefined) answerKeys.set(answer, (key = ++lastAnswerKey));
  return `answer-${key}`;
}
