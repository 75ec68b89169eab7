export { LanguagePicker, type LanguagePickerProps, type LanguageOption } from './LanguagePicker';
export { LanguagePickerButton, type LanguagePickerButtonProps } from './LanguagePickerButton';
