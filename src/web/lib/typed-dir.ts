/**
 * The `dir` of a box where a person types: once it holds words, 'auto', so they lay out by their
 * own first strong letter ('مرحبا Emma!' right to left in an English app, 'Hello مرحبا' left to
 * right in Arabic); while empty, none, so the placeholder and the caret keep the app's side
 * (an empty box with dir="auto" is left to right in Chromium, even in Arabic).
 */
export function typedDir(value: string): 'auto' | undefined {
  return value === '' ? undefined : 'auto';
}
