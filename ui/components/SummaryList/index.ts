export { SummaryList, type SummaryListProps, type SummaryListRow, type SummaryListAction } from './SummaryList';
