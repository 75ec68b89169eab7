export { Actions, actionsAlignments, type ActionsProps, type ActionsAlign } from './Actions';
