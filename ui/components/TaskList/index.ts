export { TaskList, taskListStatuses, type TaskListProps, type TaskListItem, type TaskListStatus } from './TaskList';
