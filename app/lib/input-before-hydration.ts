/**
 * What the customer typed, ticked or chose before React took over the page, given to React once it has.
 *
 * A hydrated page's scripts start after its first paint (decision 080), and on a slow phone React owns the form some
 * time after the customer can use it. What they enter in that time is in the page, but React saw no event for it: a
 * reveal that follows React's state stayed closed, the form hook, given the server's values, put those back, and
 * React itself, hydrating a text box that holds text, puts the server's text back (React does not report changes
 * made before hydration: https://github.com/facebook/react/issues/12955).
 * So, before hydration, `recordInputBeforeHydration` notes every field whose value differs from the one the server
 * sent (its default value, checked state or selection); once React owns the page, `replayInputBeforeHydration` gives
 * each the value noted and the event a customer's own change would have fired (a click for a radio or a checkbox, an
 * input event for text, a change event for a select), so every handler runs as if the customer had done it then.
 * What is typed while React is hydrating the form itself (tens of milliseconds) is not noted.
 */

type Noted =
  | { field: HTMLInputElement; kind: 'checkable'; checked: boolean }
  | { field: HTMLInputElement | HTMLTextAreaElement; kind: 'text'; value: string }
  | { field: HTMLSelectElement; kind: 'select'; value: string };

let noted: Noted[] = [];

/** The fields whose value the customer changed from the server's; call before hydrating. */
export function recordInputBeforeHydration(document: Document): void {
  noted = [];
  for (const form of Array.from(document.forms)) {
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement) {
        if (['submit', 'button', 'hidden', 'file', 'image', 'reset'].includes(element.type)) continue;
        if (element.type === 'checkbox' || element.type === 'radio') {
          if (element.checked !== element.defaultChecked)
            noted.push({ field: element, kind: 'checkable', checked: element.checked });
        } else if (element.value !== element.defaultValue) {
          noted.push({ field: element, kind: 'text', value: element.value });
        }
      } else if (element instanceof HTMLTextAreaElement) {
        if (element.value !== element.defaultValue)
          noted.push({ field: element, kind: 'text', value: element.value });
      } else if (element instanceof HTMLSelectElement) {
        if (Array.from(element.options).some((option) => option.selected !== option.defaultSelected))
          noted.push({ field: element, kind: 'select', value: element.value });
      }
    }
  }
}

/**
 * Gives React what was noted; call once React owns the page (after the hydrating render's effects). React reports a
 * change only when a field's value differs from the one it last set, so each field is first given the server's
 * value through React's own setter, then the customer's as the browser would: by a click, or through the element's
 * native setter followed by the event.
 */
export function replayInputBeforeHydration(): void {
  const replay = noted.filter(({ field }) => field.isConnected && !field.disabled);
  noted = [];
  // A radio group's choice is its checked radio: the one unchecked by the choice needs no click of its own.
  for (const entry of replay) {
    if (entry.kind === 'checkable') {
      const { field, checked } = entry;
      if (field.type === 'radio' && !checked) continue;
      field.checked = !checked;
      field.click();
    } else if (entry.kind === 'text') {
      const { field, value } = entry;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(
        field,
        value,
      );
      field.dispatchEvent(new Event('input', { bubbles: true }));
    } else {
      entry.field.value = entry.value;
      entry.field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}
