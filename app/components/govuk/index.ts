// React components rendering govuk-frontend 6 markup. See examples.tsx for usage.
export { BackLink, type BackLinkProps } from './back-link.tsx';
export { Breadcrumbs, type BreadcrumbsItem, type BreadcrumbsProps } from './breadcrumbs.tsx';
export { Button, type ButtonProps } from './button.tsx';
export { CharacterCount, type CharacterCountProps, type PluralMessages } from './character-count.tsx';
export { Checkboxes, type CheckboxesItem, type CheckboxesProps } from './checkboxes.tsx';
export { DateInput, type DateInputItem, type DateInputProps } from './date-input.tsx';
export { Details, type DetailsProps } from './details.tsx';
export { ErrorMessage, type ErrorMessageOptions, type ErrorMessageProps } from './error-message.tsx';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './error-summary.tsx';
export { Fieldset, type FieldsetOptions, type FieldsetProps, type LegendOptions } from './fieldset.tsx';
export {
  Footer,
  type FooterLink,
  type FooterMeta,
  type FooterNavigationSection,
  type FooterProps,
} from './footer.tsx';
export { GenericHeader, type GenericHeaderProps } from './generic-header.tsx';
export { Hint, type HintOptions, type HintProps } from './hint.tsx';
export { InsetText, type InsetTextProps } from './inset-text.tsx';
export { Label, type LabelOptions, type LabelProps } from './label.tsx';
export { GovukLinkProvider, type GovukLinkComponent } from './link-provider.tsx';
export { NotificationBanner, type NotificationBannerProps } from './notification-banner.tsx';
export { Pagination, type PaginationItem, type PaginationLink, type PaginationProps } from './pagination.tsx';
export { Panel, type PanelAction, type PanelProps } from './panel.tsx';
export { PasswordInput, type PasswordInputProps } from './password-input.tsx';
export { Radios, type RadiosItem, type RadiosProps } from './radios.tsx';
export { Select, type SelectComponentProps, type SelectItem } from './select.tsx';
export {
  ServiceNavigation,
  type ServiceNavigationItem,
  type ServiceNavigationProps,
  type ServiceNavigationSlots,
} from './service-navigation.tsx';
export { SkipLink, type SkipLinkProps } from './skip-link.tsx';
export {
  SummaryList,
  type SummaryCard,
  type SummaryListAction,
  type SummaryListProps,
  type SummaryListRow,
} from './summary-list.tsx';
export { Table, type TableCell, type TableProps } from './table.tsx';
export {
  Tabs,
  type JsTabsProps,
  type LinkTabsItem,
  type LinkTabsProps,
  type TabsItem,
  type TabsProps,
} from './tabs.tsx';
export { Tag, type TagProps } from './tag.tsx';
export { TextInput, type InputAffix, type TextInputProps } from './text-input.tsx';
export { Textarea, type TextareaProps } from './textarea.tsx';
export { WarningText, type WarningTextProps } from './warning-text.tsx';
export type {
  Attributes,
  FormGroupOptions,
  InputProps,
  SelectProps,
  TextareaProps as TextareaElementProps,
} from './utils.tsx';
