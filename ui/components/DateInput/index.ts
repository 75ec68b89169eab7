export { DateInput, type DateInputProps } from './DateInput';
export {
  dateParts,
  datePartOrder,
  formatDateValue,
  parseDateValue,
  isCompleteDate,
  type DatePart,
  type DateParts,
} from './dateValue';
