// A pa11y runner (pa11y's runner interface: `supports`, `scripts`, `run`) for WCAG 2.2 SC 1.4.10 Reflow: at a
// 320 CSS px viewport (test/a11y/reflow.ts sets it) the page must not scroll sideways. It reports each outermost
// element that reaches past the viewport's right edge: a table that should scroll in its own container, a word that
// cannot wrap. pa11y loads it with require() and runs `run` in the page from its source text, so `run` uses nothing
// from outside itself.

export const supports = '^9.0.0';

export const scripts: string[] = [];

type Issue = { code: string; type: 'error'; message: string; element: Element };

export async function run(): Promise<Issue[]> {
  const REFLOW_FRAGMENT = 'reflow-320';
  // pa11y-ci keys its results by the page's final URL: a state whose actions navigated away from the fragment
  // reflow.ts gave its URL gets it back, so its result never replaces the full-width audit's.
  if (window.location.hash !== `#${REFLOW_FRAGMENT}`) {
    const url = new URL(window.location.href);
    url.hash = REFLOW_FRAGMENT;
    window.history.replaceState(window.history.state, '', url);
  }

  const root = document.documentElement;
  const viewport = root.clientWidth;
  const pageWidth = root.scrollWidth;
  if (pageWidth <= viewport) return [];

  const message = (right: number) =>
    `At ${viewport} CSS px the page is ${pageWidth} px wide and scrolls sideways (WCAG 2.2 SC 1.4.10 Reflow): ` +
    `this element reaches ${Math.ceil(right)} px. Let its text wrap, or scroll it in a container of its own.`;
  const issues: Issue[] = [];
  const report = (element: Element, right: number) =>
    issues.push({ code: 'WCAG2AA.Reflow.1_4_10', type: 'error', message: message(right), element });
  const rightEdge = (node: Element | Text) => {
    if (node instanceof Element) return node.getBoundingClientRect().right + window.scrollX;
    const range = document.createRange();
    range.selectNodeContents(node);
    return range.getBoundingClientRect().right + window.scrollX;
  };
  // An element whose overflow is not visible keeps what is inside it: the page does not widen for it.
  const keepsItsOverflow = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
  const visit = (parent: Element) => {
    for (const node of parent.childNodes) {
      if (node instanceof Text) {
        // A word too long for its line spills out of its element's box: the element is reported.
        if (node.data.trim() !== '' && rightEdge(node) > viewport + 0.5) {
          report(parent, rightEdge(node));
          return;
        }
      } else if (node instanceof Element) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.position === 'fixed') continue;
        if (rightEdge(node) > viewport + 0.5) report(node, rightEdge(node));
        else if (!keepsItsOverflow(node)) visit(node);
      }
    }
  };
  visit(document.body);
  if (issues.length === 0) report(root, pageWidth);
  return issues;
}
