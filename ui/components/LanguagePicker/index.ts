export { LanguagePicker, type LanguagePickerProps, type LanguageOption } from './LanguagePicker';
