import { PasswordInput, type PasswordInputProps } from './govuk/index.ts';
import { useLayoutText } from './layout-text.ts';
import { LAYOUT_DEFAULTS, type LayoutKey } from '#shared/messages/layout.ts';

/**
 * The design system's password input with its Show/Hide toggle worded by the shell's managed texts (tag 'layout';
 * decision 038). A text is passed (as govuk-frontend's data-i18n attribute) only when it differs from govuk-frontend's own
 * default, so the markup stays the same until an editor publishes a change.
 */
export function PasswordField(props: PasswordInputProps) {
  const t = useLayoutText();
  const changed = (key: LayoutKey) => {
    const text = t(key);
    return text === LAYOUT_DEFAULTS.content[key] ? undefined : text;
  };
  return (
    <PasswordInput
      showPasswordText={changed('passwordShow')}
      hidePasswordText={changed('passwordHide')}
      showPasswordAriaLabelText={changed('passwordShowLabel')}
      hidePasswordAriaLabelText={changed('passwordHideLabel')}
      passwordShownAnnouncementText={changed('passwordShown')}
      passwordHiddenAnnouncementText={changed('passwordHidden')}
      {...props}
    />
  );
}
