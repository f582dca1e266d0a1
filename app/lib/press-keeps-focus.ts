/**
 * A press on a form's submit button does not move the focus before the click (docs/architecture.md, Forms). Otherwise the
 * field being left validates on blur first, its message pushes the button down, and the release lands beside the
 * button: the first click is lost. Keeping the focus where it is means the click always lands, and the submit
 * validates the whole form and shows the error summary. Keyboard and touch presses are unaffected.
 */
export function keepFocusOnPress(root: Document): void {
  root.addEventListener('mousedown', (event) => {
    if (event.button !== 0 || !(event.target instanceof Element)) return;
    const button = event.target.closest('button, input[type="submit"]');
    if (
      (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) &&
      button.type === 'submit' &&
      button.form !== null &&
      !button.disabled
    ) {
      event.preventDefault();
    }
  });
}
