// Masking of two-factor destinations (spec 2 §5 "Destination selection").

/** 'abcdef@domain.com' → 'ab**@domain.com' (first 2 characters of the local part, then **, then @domain). */
export function maskEmail(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  return `${email.slice(0, Math.min(2, at))}**${email.slice(at)}`;
}

/** The last 3 digits of a phone number, or null when its last 3 characters are not all digits. */
export function phoneLastThreeDigits(phone: string): string | null {
  const lastThree = phone.slice(-3);
  return /^\d{3}$/.test(lastThree) ? lastThree : null;
}

export type DestinationLabel = { kind: 'email'; label: string } | { kind: 'phone'; label: string };

/**
 * How a destination is offered: e-mails masked, phones by their last 3 digits. Null when it must not be offered
 * (a phone whose last 3 characters are not digits).
 */
export function describeDestination(destination: string): DestinationLabel | null {
  if (destination.includes('@')) {
    const label = maskEmail(destination);
    return label === null ? null : { kind: 'email', label };
  }
  const label = phoneLastThreeDigits(destination);
  return label === null ? null : { kind: 'phone', label };
}
