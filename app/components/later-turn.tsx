import { Suspense, use, type ReactNode } from 'react';

// A long list split into parts that the server renders in turns of its event loop, not in one block (a customer
// with 1,000 transactions or 200 accounts otherwise holds every other request up for the whole render: docs/
// performance.md, Pages that grow with a customer's data). The document is still sent whole (app/entry.server.tsx
// waits for onAllReady), so the page is the same without JavaScript; the only trace is React's boundary comments.

/** Settles on the event loop's next turn, after the I/O that waited behind the render so far. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function AfterTurn({ children }: { children: ReactNode }) {
  // On the server only: the browser renders (and hydrates) the same boundary without waiting. React keeps the first
  // promise across the retry, so the second render does not wait again.
  if (typeof window === 'undefined') use(nextTurn());
  return children;
}

/** Renders `children` in a later turn of the server's event loop. */
export function LaterTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AfterTurn>{children}</AfterTurn>
    </Suspense>
  );
}

/** `items` in parts of about `size` (by `weight`, default 1 each), the first part rendered at once. */
export function inTurns<T>(
  items: readonly T[],
  size: number,
  render: (part: readonly T[], index: number) => ReactNode,
  weight: (item: T) => number = () => 1,
): ReactNode[] {
  const parts: T[][] = [];
  let filled = size;
  for (const item of items) {
    if (filled >= size) {
      parts.push([]);
      filled = 0;
    }
    parts.at(-1)!.push(item);
    filled += weight(item);
  }
  return parts.map((part, index) =>
    index === 0 ? render(part, index) : <LaterTurn key={index}>{render(part, index)}</LaterTurn>,
  );
}
