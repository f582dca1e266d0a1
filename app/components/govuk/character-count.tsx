import { Hint } from './hint.tsx';
import type { LabelledControlProps } from './field-parts.tsx';
import { Textarea } from './textarea.tsx';
import { cx, type Attributes, type TextareaProps as TextareaElementProps } from './utils.tsx';

/** Plural forms for count messages, e.g. `{ one: 'One character too many', other: '%{count} characters too many' }`. */
export type PluralMessages = Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many' | 'other', string>>;

export interface CharacterCountProps extends LabelledControlProps<TextareaElementProps> {
  rows?: number | string;
  /** Initial value. */
  value?: string;
  defaultValue?: string;
  maxlength?: number | string;
  maxwords?: number | string;
  /** Percentage of the limit at which the count message appears. */
  threshold?: number | string;
  countType?: 'characters' | 'words';
  spellcheck?: boolean;
  countMessage?: { classes?: string };
  /** Default "You can enter up to %{count} characters|words". */
  textareaDescriptionText?: string;
  charactersUnderLimitText?: PluralMessages;
  charactersAtLimitText?: string;
  charactersOverLimitText?: PluralMessages;
  wordsUnderLimitText?: PluralMessages;
  wordsAtLimitText?: string;
  wordsOverLimitText?: PluralMessages;
}

/**
 * govuk-frontend `govukCharacterCount`: a textarea with a count message (`<id>-info`), which
 * govuk-frontend's CharacterCount JavaScript keeps up to date.
 */
export function CharacterCount(props: CharacterCountProps) {
  const id = props.id ?? props.name ?? props.inputProps?.name;
  const countType = props.countType || (props.maxwords ? 'words' : undefined);
  const hasNoLimit = !props.maxwords && !props.maxlength;
  const descriptionText =
    props.textareaDescriptionText ||
    `You can enter up to %{count} ${countType === 'words' ? 'words' : 'characters'}`;
  const limit = props.maxwords || props.maxlength;
  const description = hasNoLimit ? undefined : descriptionText.replaceAll('%{count}', String(limit));

  const attributes: Attributes = {
    'data-module': 'govuk-character-count',
    'data-maxlength': props.maxlength || props.maxlength === 0 ? String(props.maxlength) : undefined,
    'data-maxwords': props.maxwords || props.maxwords === 0 ? String(props.maxwords) : undefined,
    'data-threshold': props.threshold || props.threshold === 0 ? String(props.threshold) : undefined,
    'data-count-type': countType || undefined,
  };
  const i18n = (key: string, message?: string, messages?: PluralMessages) => {
    if (messages) {
      for (const [rule, text] of Object.entries(messages)) attributes[`data-i18n.${key}.${rule}`] = text;
    } else if (message) {
      attributes[`data-i18n.${key}`] = message;
    }
  };
  if (hasNoLimit && props.textareaDescriptionText) {
    i18n('textarea-description', undefined, { other: props.textareaDescriptionText });
  }
  i18n('characters-under-limit', undefined, props.charactersUnderLimitText);
  i18n('characters-at-limit', props.charactersAtLimitText);
  i18n('characters-over-limit', undefined, props.charactersOverLimitText);
  i18n('words-under-limit', undefined, props.wordsUnderLimitText);
  i18n('words-at-limit', props.wordsAtLimitText);
  i18n('words-over-limit', undefined, props.wordsOverLimitText);

  return (
    <Textarea
      id={id}
      name={props.name}
      describedBy={`${id}-info`}
      rows={props.rows}
      spellcheck={props.spellcheck}
      value={props.value ?? props.defaultValue}
      formGroup={{
        classes: cx('govuk-character-count', props.formGroup?.classes),
        attributes: { ...attributes, ...props.formGroup?.attributes },
        beforeInput: props.formGroup?.beforeInput,
        afterInput: {
          text: (
            <>
              <Hint
                text={description}
                id={`${id}-info`}
                classes={cx('govuk-character-count__message', props.countMessage?.classes)}
              />
              {props.formGroup?.afterInput?.text}
            </>
          ),
        },
      }}
      classes={cx('govuk-js-character-count', props.classes)}
      label={props.label}
      hint={props.hint}
      errorMessage={props.errorMessage}
      attributes={props.attributes}
      required={props.required}
      inputProps={props.inputProps}
    />
  );
}
