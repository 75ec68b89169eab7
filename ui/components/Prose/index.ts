export { Prose, ProseTable, type ProseProps, type ProseTableProps } from './Prose';
