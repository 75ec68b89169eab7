/**
 * The uploads of the checklist page, one slot per checklist item: check the file (type by content,
 * size), upload it with progress, record it as a document, and, when it replaces a document,
 * remove the old one only once the new one is safely stored. A failed upload keeps its file so
 * "Try again" needs no new pick; a cancelled one leaves nothing behind.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentKind, RequirementKind, UploadProblem } from '../../../domain/index.ts';
import type { ApplicationErrorKind } from '../../application/ApplicationService';
import { useApplication } from '../../application/ApplicationContext';
import { checkFile } from './fileCheck';

/** Why an upload did not finish, in the words the page picks a message by. */
export type UploadFailure = UploadProblem | 'network' | 'not_editable' | 'unexpected';

export interface UploadSlot {
  item: RequirementKind;
  kind: DocumentKind;
  file: File;
  /** The document this upload replaces, removed once the new one is stored. */
  replaces: string | null;
  state: 'checking' | 'uploading' | 'failed';
  loaded: number;
  total: number;
  failure: UploadFailure | null;
}

/** Whether trying the same file again can help (not for a file the rules refuse). */
export function canRetry(failure: UploadFailure | null): boolean {
  return failure === 'network' || failure === 'unexpected';
}

function failureOf(kind: ApplicationErrorKind): UploadFailure {
  switch (kind) {
    case 'file_too_large':
      return 'too_large';
    case 'file_type':
      return 'unsupported_type';
    case 'network':
      return 'network';
    case 'wrong_status':
      return 'not_editable';
    default:
      return 'unexpected';
  }
}

export interface DocumentUploads {
  slots: Partial<Record<RequirementKind, UploadSlot>>;
  /** Uploads `file` as a document of `kind` for `item`, replacing document `replaces` when given. */
  start(item: RequirementKind, kind: DocumentKind, file: File, replaces?: string | null): Promise<void>;
  /** Uploads the failed file of `item` again. */
  retry(item: RequirementKind): Promise<void>;
  /** Stops the upload of `item`; nothing is stored. */
  cancel(item: RequirementKind): void;
  /** Forgets the failed upload of `item`. */
  dismiss(item: RequirementKind): void;
}

export interface UploadEvents {
  onUploaded?: (fileName: string) => void;
  onCancelled?: (fileName: string) => void;
}

export function useDocumentUploads({ onUploaded, onCancelled }: UploadEvents = {}): DocumentUploads {
  const { uploadDocument, removeDocument } = useApplication();
  const [slots, setSlots] = useState<Partial<Record<RequirementKind, UploadSlot>>>({});
  const controllers = useRef(new Map<RequirementKind, AbortController>());
  const events = useRef({ onUploaded, onCancelled });
  events.current = { onUploaded, onCancelled };

  // Leaving the page stops the uploads still running.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = useCallback((item: RequirementKind, change: Partial<UploadSlot>) => {
    setSlots((current) => {
      const slot = current[item];
      return slot ? { ...current, [item]: { ...slot, ...change } } : current;
    });
  }, []);

  const clear = useCallback((item: RequirementKind) => {
    setSlots((current) => {
      const next = { ...current };
      delete next[item];
      return next;
    });
  }, []);

  const run = useCallback(
    async (slot: UploadSlot) => {
      const { item } = slot;
      controllers.current.get(item)?.abort();
      const controller = new AbortController();
      controllers.current.set(item, controller);
      setSlots((current) => ({
        ...current,
        [item]: { ...slot, state: 'checking', loaded: 0, total: slot.file.size, failure: null },
      }));
      // A newer upload for the same item (a second pick) takes over: this one then changes nothing.
      const superseded = () => controllers.current.get(item) !== controller;
      const checked = await checkFile(slot.file);
      if (superseded()) return;
      if (controller.signal.aborted) {
        controllers.current.delete(item);
        clear(item);
        events.current.onCancelled?.(slot.file.name);
        return;
      }
      if (!checked.ok) {
        controllers.current.delete(item);
        patch(item, { state: 'failed', failure: checked.problem });
        return;
      }
      patch(item, { state: 'uploading' });
      const result = await uploadDocument(checked.file, slot.kind, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) => {
          if (!superseded()) patch(item, { loaded, total });
        },
      });
      if (superseded()) return;
      controllers.current.delete(item);
      if (!result.ok) {
        if (result.error.kind === 'aborted' || controller.signal.aborted) {
          clear(item);
          events.current.onCancelled?.(slot.file.name);
        } else {
          patch(item, { state: 'failed', failure: failureOf(result.error.kind) });
        }
        return;
      }
      clear(item);
      // The replaced document goes only now; if removing it fails, it stays listed to remove by hand.
      if (slot.replaces) await removeDocument(slot.replaces);
      events.current.onUploaded?.(slot.file.name);
    },
    [uploadDocument, removeDocument, patch, clear],
  );

  const start = useCallback(
    (item: RequirementKind, kind: DocumentKind, file: File, replaces: string | null = null) =>
      run({ item, kind, file, replaces, state: 'checking', loaded: 0, total: file.size, failure: null }),
    [run],
  );

  const slotsRef = useRef(slots);
  slotsRef.current = slots;

  const retry = useCallback(
    async (item: RequirementKind) => {
      const slot = slotsRef.current[item];
      if (slot) await run(slot);
    },
    [run],
  );

  const cancel = useCallback((item: RequirementKind) => {
    controllers.current.get(item)?.abort();
  }, []);

  const dismiss = useCallback(
    (item: RequirementKind) => {
      if (slotsRef.current[item]?.state === 'failed') clear(item);
    },
    [clear],
  );

  return { slots, start, retry, cancel, dismiss };
}
