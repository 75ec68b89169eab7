/** The question each answer path belongs to, to word the domain's errors ("Answer “First name”"). */
import type { MessageDescriptor } from 'react-intl';
import { q } from './messages';
import { rowLabel } from './summary';

/** Paths with no row of their own in the answers list (the list itself, parts shown together). */
const OTHER_LABELS: Record<string, MessageDescriptor> = {
  citizenship: q.citizenship,
  'birth_name.middle': q.middle,
  'previous_tin.name.first': q.first,
  'previous_tin.name.last': q.last,
};

/** The question of an answer path (the closest known parent for anything else). */
export function labelOf(path: string): MessageDescriptor {
  let key = path;
  while (key) {
    const label = rowLabel(key) ?? OTHER_LABELS[key];
    if (label) return label;
    key = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : '';
  }
  return q.reason;
}
