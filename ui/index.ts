// The kit's one public entry. Written by hand: one line per component with its Props type.
// Theme foundations (vars, theme classes, sprinkles) come from 'ui/theme'.
import './theme/global.css';

export {
  Button,
  buttonVariants,
  buttonSizes,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './components/Spinner';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden';
export { TextLink, type TextLinkProps } from './components/TextLink';
export { KitProvider, type KitProviderProps, type KitLinkProps, type KitLinkComponent } from './components/KitProvider';
export {
  Heading,
  headingLevels,
  headingSizes,
  type HeadingProps,
  type HeadingLevel,
  type HeadingSize,
} from './components/Heading';
export {
  Text,
  textSizes,
  textTones,
  textWeights,
  textLeadings,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
  type TextLeading,
} from './components/Text';
export {
  Card,
  cardPaddings,
  cardTones,
  cardElevations,
  type CardProps,
  type CardPadding,
  type CardTone,
  type CardElevation,
} from './components/Card';
export { Container, containerWidths, type ContainerProps, type ContainerWidth } from './components/Container';
export {
  Stack,
  stackDirections,
  stackAlignments,
  type StackProps,
  type StackDirection,
  type StackAlign,
  type StackJustify,
} from './components/Stack';
export { Actions, actionsAlignments, type ActionsProps, type ActionsAlign } from './components/Actions';
export {
  Columns,
  columnsWidths,
  columnsBreakpoints,
  type ColumnsProps,
  type ColumnsWidths,
  type ColumnsBreakpoint,
} from './components/Columns';
export {
  LiveRegion,
  liveRegionPolitenesses,
  type LiveRegionProps,
  type LiveRegionPoliteness,
} from './components/LiveRegion';
export { Logo, logoSizes, logoVariants, type LogoProps, type LogoSize, type LogoVariant } from './components/Logo';
export { SkipLink, type SkipLinkProps } from './components/SkipLink';
export { LoadingScreen, type LoadingScreenProps } from './components/LoadingScreen';
export { TextField, textFieldTypes, type TextFieldProps, type TextFieldType } from './components/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { ErrorSummary, type ErrorSummaryProps, type ErrorSummaryItem } from './components/ErrorSummary';
export { Alert, alertTones, type AlertProps, type AlertTone } from './components/Alert';
export { EmbeddedFrame, type EmbeddedFrameProps } from './components/EmbeddedFrame';
export { StatusPage, statusPageElements, type StatusPageProps, type StatusPageElement } from './components/StatusPage';
export { AuthLayout, type AuthLayoutProps } from './components/AuthLayout';
export {
  Icon,
  iconNames,
  iconSizes,
  iconTones,
  type IconProps,
  type IconName,
  type IconSize,
  type IconTone,
} from './components/Icon';
export {
  StatusBadge,
  statusBadgeTones,
  statusBadgeSizes,
  type StatusBadgeProps,
  type StatusBadgeTone,
  type StatusBadgeSize,
} from './components/StatusBadge';
export {
  FeatureList,
  featureListTones,
  featureListColumns,
  featureListSizes,
  type FeatureListProps,
  type FeatureListTone,
  type FeatureListColumns,
  type FeatureListSize,
} from './components/FeatureList';
export {
  Section,
  sectionTones,
  sectionAligns,
  type SectionProps,
  type SectionTone,
  type SectionAlign,
} from './components/Section';
export {
  Hero,
  HeroPreview,
  heroPreviewStepStates,
  type HeroProps,
  type HeroTrustIndicator,
  type HeroPreviewProps,
  type HeroPreviewStep,
  type HeroPreviewStat,
  type HeroPreviewStepState,
} from './components/Hero';
export {
  ProcessSteps,
  processStepsHeadingLevels,
  type ProcessStepsProps,
  type ProcessStep,
  type ProcessStepsHeadingLevel,
} from './components/ProcessSteps';
export {
  PricingCard,
  pricingCardHeadingLevels,
  type PricingCardProps,
  type PricingCardFootnote,
  type PricingCardHeadingLevel,
} from './components/PricingCard';
export {
  TrustItems,
  trustItemsHeadingLevels,
  type TrustItemsProps,
  type TrustItem,
  type TrustItemsHeadingLevel,
} from './components/TrustItems';
export {
  NextSteps,
  nextStepStates,
  type NextStepsProps,
  type NextStep,
  type NextStepState,
} from './components/NextSteps';
export { Footer, type FooterProps, type FooterLink, type FooterColumn, type FooterContact } from './components/Footer';
export {
  Accordion,
  AccordionItem,
  accordionHeadingLevels,
  type AccordionProps,
  type AccordionItemProps,
  type AccordionHeadingLevel,
} from './components/Accordion';
export {
  Collapsible,
  CollapsibleTrigger,
  CollapsibleContent,
  type CollapsibleProps,
  type CollapsibleTriggerProps,
  type CollapsibleContentProps,
} from './components/Collapsible';
export { Faq, FaqQuestions, type FaqProps, type FaqEntry, type FaqQuestionsProps } from './components/Faq';
export {
  LanguagePicker,
  LanguagePickerButton,
  type LanguagePickerProps,
  type LanguagePickerButtonProps,
  type LanguageOption,
} from './components/LanguagePicker';
export { ThemeToggle, themeNames, type ThemeToggleProps, type ThemeName } from './components/ThemeToggle';
export { SiteHeader, type SiteHeaderProps, type SiteHeaderNavItem } from './components/SiteHeader';
export { StepHeader, type StepHeaderProps } from './components/StepHeader';
export { StepShell, type StepShellProps, type StepShellStep } from './components/StepShell';
export { Hint, type HintProps } from './components/Hint';
export { InsetText, type InsetTextProps } from './components/InsetText';
export { Prose, ProseTable, type ProseProps, type ProseTableProps } from './components/Prose';
export { Form, type FormProps } from './components/Form';
export {
  FormSection,
  formSectionHeadingLevels,
  type FormSectionProps,
  type FormSectionHeadingLevel,
} from './components/FormSection';
export { Fieldset, fieldsetLegendSizes, type FieldsetProps, type FieldsetLegendSize } from './components/Fieldset';
export {
  RadioGroup,
  radioGroupOrientations,
  type RadioGroupProps,
  type RadioGroupOption,
  type RadioGroupOrientation,
} from './components/RadioGroup';
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxProps,
  type CheckboxGroupProps,
  type CheckboxGroupOption,
} from './components/Checkbox';
export {
  DateInput,
  dateParts,
  datePartOrder,
  formatDateValue,
  parseDateValue,
  isCompleteDate,
  type DateInputProps,
  type DatePart,
  type DateParts,
} from './components/DateInput';
export { Select, type SelectProps, type SelectOption } from './components/Select';
export { BackLink, type BackLinkProps } from './components/BackLink';
export {
  SummaryList,
  type SummaryListProps,
  type SummaryListRow,
  type SummaryListAction,
} from './components/SummaryList';
export { ProgressBar, progressBarTones, type ProgressBarProps, type ProgressBarTone } from './components/ProgressBar';
export {
  TaskList,
  taskListStatuses,
  type TaskListProps,
  type TaskListItem,
  type TaskListStatus,
} from './components/TaskList';
export {
  FileUpload,
  fileUploadStatuses,
  checkFile,
  matchesAccept,
  formatFileSize,
  fileRejectionReasons,
  type FileUploadProps,
  type FileUploadFile,
  type FileUploadStatus,
  type FileRejection,
  type FileRejectionReason,
  type FileRules,
} from './components/FileUpload';
