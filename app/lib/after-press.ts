/**
 * A mouse press lands on the control it started on only if nothing moves under it before the button is released.
 * Leaving a field validates it, and a message inserted above the control being pressed (a checkbox, a radio, a
 * button, a link) pushes that control down mid-press: the release lands beside it and the click is lost. So what a
 * form does when a field loses focus waits, through `afterPress`, until a press in progress has ended and its click
 * has been handled (docs/architecture.md, Forms). Keyboard focus moves with no press, so Tab is never delayed.
 */

let pressing = false;
let waiting: (() => void)[] = [];

/** Watches the document's mouse presses; `afterPress` waits only once this has run (entry.client.tsx). */
export function watchPresses(root: Document): void {
  const view = root.defaultView;
  if (!view) return;
  root.addEventListener(
    'mousedown',
    (event) => {
      if (event.button === 0) pressing = true;
    },
    true,
  );
  const released = () => {
    if (!pressing) return;
    // The click that ends a press is dispatched in the same task as its mouseup: a task queued now runs after it.
    view.setTimeout(() => {
      pressing = false;
      const run = waiting;
      waiting = [];
      for (const callback of run) callback();
    });
  };
  view.addEventListener('mouseup', released, true);
  // A press released outside the window, or turned into a drag, ends without a mouseup here.
  view.addEventListener('blur', released);
  root.addEventListener('dragend', released, true);
}

/** Runs `callback` now, or, while a mouse press is in progress, once it has ended and its click been handled. */
export function afterPress(callback: () => void): void {
  if (pressing) waiting.push(callback);
  else callback();
}
