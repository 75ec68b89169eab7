export {
  Columns,
  columnsWidths,
  columnsBreakpoints,
  type ColumnsProps,
  type ColumnsWidths,
  type ColumnsBreakpoint,
} from './Columns';
