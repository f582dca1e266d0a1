import { useEffect, useState } from 'react';
import { newMessagesText, pollMessageCount } from './message-count-poll.ts';

/**
 * The new-message count after 'My Messages' (spec 3 §2, §6): a visible number and, for screen readers,
 * '{n} new messages'. Nothing when 0. With JavaScript the count is asked for again every 2 minutes
 * (message-count-poll.ts).
 */
export function MessageBadge({
  initial,
  wording,
}: {
  initial: number;
  /** The spoken wording, '{count} new message(s)': the shell's managed texts. */
  wording: { one: string; many: string };
}) {
  const [count, setCount] = useState(initial);
  const [lastInitial, setLastInitial] = useState(initial);
  if (initial !== lastInitial) {
    // A page navigation brought a fresh count from the server.
    setLastInitial(initial);
    setCount(initial);
  }
  useEffect(() => pollMessageCount(setCount), []);
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span
        className="govuk-tag govuk-tag--red app-message-badge"
        aria-hidden="true"
        data-testid="message-badge"
      >
        {count}
      </span>
      <span className="govuk-visually-hidden">{` ${newMessagesText(count, wording)}`}</span>
    </>
  );
}
