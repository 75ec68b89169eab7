/**
 * The checklist as step 3 shows it. The server's `checklist[]` says, per requirement, which
 * uploaded document meets it (`satisfied_by`); documents a reviewer flagged never meet one, so this
 * module puts a flagged document back on the item it was meant for, with the reviewer's note, and
 * gives each item one status: missing, uploaded (waiting for review), accepted, or needs attention.
 */
import {
  computeChecklist,
  isEditable,
  type ChecklistItem,
  type DocumentKind,
  type RequirementKind,
  type Status,
  type W7Answers,
} from '../../../domain/index.ts';

/** An uploaded document, as `application_get` returns it. */
export interface UploadedDocument {
  id: string;
  kind: DocumentKind;
  file_name: string;
  review_status: 'pending' | 'accepted' | 'needs_attention';
  review_note: string | null;
}

/** A checklist item as `application_get` returns it (`accepts` may be absent from other backends). */
export type ServerChecklistItem = Omit<ChecklistItem, 'accepts'> & { accepts?: DocumentKind[] };

/** The part of the application the checklist reads. */
export interface ChecklistApplication {
  status: Status;
  answers: W7Answers;
  documents: UploadedDocument[];
  checklist: ServerChecklistItem[];
}

export type ItemStatus = 'missing' | 'uploaded' | 'accepted' | 'needs_attention';

export interface ChecklistEntry {
  kind: RequirementKind;
  reason: string;
  required: boolean;
  accepts: DocumentKind[];
  status: ItemStatus;
  /** The document that meets the item, or the flagged one that was meant to. */
  document: UploadedDocument | null;
}

export interface ChecklistView {
  entries: ChecklistEntry[];
  /** Uploaded documents no item shows (an extra or replaced copy); they can be removed. */
  others: UploadedDocument[];
  /** Every required item is met: the application can be submitted. */
  satisfied: boolean;
  /** Documents can still be added and removed (draft, or changes requested by staff). */
  editable: boolean;
}

/** The document kinds an item accepts: from the server, or recomputed by the shared rules when absent. */
function acceptsOf(item: ServerChecklistItem, application: ChecklistApplication, today: string): DocumentKind[] {
  if (item.accepts) return item.accepts;
  const local = computeChecklist(application.answers, [], today).find((i) => i.kind === item.kind);
  return local?.accepts ?? [];
}

function statusOf(document: UploadedDocument | null): ItemStatus {
  if (!document) return 'missing';
  if (document.review_status === 'accepted') return 'accepted';
  if (document.review_status === 'needs_attention') return 'needs_attention';
  return 'uploaded';
}

/** Builds what step 3 shows from the application; `today` (YYYY-MM-DD) only matters without `accepts`. */
export function checklistView(application: ChecklistApplication, today: string): ChecklistView {
  const byId = new Map(application.documents.map((d) => [d.id, d]));
  const shown = new Set<string>();
  const entries: ChecklistEntry[] = application.checklist.map((item) => {
    const document = item.satisfied_by ? (byId.get(item.satisfied_by) ?? null) : null;
    if (document) shown.add(document.id);
    return {
      kind: item.kind,
      reason: item.reason,
      required: item.required,
      accepts: acceptsOf(item, application, today),
      status: statusOf(document),
      document,
    };
  });
  // A flagged document goes back on the first unmet item that accepts its kind.
  for (const flagged of application.documents.filter((d) => d.review_status === 'needs_attention')) {
    const entry = entries.find((e) => e.document === null && e.accepts.includes(flagged.kind));
    if (!entry) continue;
    entry.document = flagged;
    entry.status = 'needs_attention';
    shown.add(flagged.id);
  }
  return {
    entries,
    others: application.documents.filter((d) => !shown.has(d.id)),
    satisfied: application.checklist.every((i) => !i.required || i.satisfied_by !== null),
    editable: isEditable(application.status),
  };
}
