/**
 * The frame and the logic every question page shares: the back link, the page's answers, its
 * errors (the domain's rules for the answers it asks, shown after Continue in an error summary
 * and beside each field), saving, and the way on to the next page that applies.
 */
import { useCallback, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isIsoDate, parseAnswers, type FieldError, type W7Answers } from '../../../domain';
import { Actions, Alert, BackLink, Button, datePartOrder, ErrorSummary, Form, Spinner, Stack, Text } from '../../../ui';
import { StepPageLayout } from '../../layout/StepPageLayout';
import { paths } from '../../paths';
import { fieldId, getAnswer, setAnswer } from './answerPaths';
import { errorsForPage, nextPage, pageOfField, previousPage, wizardPath, type QuestionPageId } from './flow';
import { labelOf } from './labels';
import { errorMessages, wizardMessages as m } from './messages';
import { useWizard, type WizardContextValue } from './WizardContext';

/** The wording of one domain error, in the reader's language. */
export function errorText(intl: IntlShape, error: FieldError): string {
  const byCode: Partial<Record<string, (typeof errorMessages)[keyof typeof errorMessages]>> = errorMessages;
  const descriptor = byCode[error.code] ?? errorMessages.fallback;
  return intl.formatMessage(descriptor, { field: intl.formatMessage(labelOf(error.path)) });
}

const DATE_PATHS = ['birth.date', 'visa.expires', 'id_document.expires', 'id_document.entry_date'];

/** Where an error summary link leads: the control of the field (the first of a date's three). */
export function errorHref(error: FieldError, locale: string): string {
  if (error.path === 'id_document.entry_date' && error.code === 'entry_date_or_never_entered') {
    return `#${fieldId('id_document.never_entered')}`;
  }
  if (error.path === 'citizenship') return `#${fieldId('citizenship.0')}`;
  if (DATE_PATHS.includes(error.path)) return `#${fieldId(error.path)}-${datePartOrder(locale)[0] ?? 'day'}`;
  return `#${fieldId(error.path)}`;
}

export interface PageForm {
  answers: W7Answers;
  /** The answer at `path`. */
  get(path: string): unknown;
  /** The text answer at `path` ('' when none). */
  text(path: string): string;
  set(path: string, value: unknown): void;
  /** Several answers at once (one save). */
  setMany(values: Record<string, unknown>): void;
  /** A date field's value as typed (half-filled dates stay as typed; only real dates reach the answers). */
  date(path: string): string;
  setDate(path: string, value: string): void;
  /** The error shown at `path`, worded (after the first Continue). */
  error(path: string): string | undefined;
  intl: IntlShape;
  wizard: WizardContextValue;
}

/** The state and errors of one question page. */
export function usePageForm(page: QuestionPageId) {
  const intl = useIntl();
  const navigate = useNavigate();
  const wizard = useWizard();
  const { answers, setAnswers, saveNow, today } = wizard;
  const [attempted, setAttempted] = useState(0);
  const [typedDates, setTypedDates] = useState<Record<string, string>>({});

  const dateErrors = useMemo<FieldError[]>(
    () =>
      Object.entries(typedDates)
        .filter(([, value]) => value !== '' && !isIsoDate(value))
        .map(([path]) => ({ path, code: 'invalid_date' })),
    [typedDates],
  );

  const errors = useMemo<FieldError[]>(() => {
    const parsed = parseAnswers(answers).errors.filter((e) => pageOfField(e.path) === page);
    const rules = errorsForPage(wizard.errors, page);
    // One message per field: what was typed wrong first, then what the rules miss.
    const seen = new Set<string>();
    return [...dateErrors, ...parsed, ...rules].filter((e) => !seen.has(e.path) && seen.add(e.path));
  }, [answers, dateErrors, page, wizard]);

  const shown = attempted > 0 ? errors : [];

  const form: PageForm = {
    answers,
    intl,
    wizard,
    get: (path) => getAnswer(answers, path),
    text: (path) => {
      const value = getAnswer(answers, path);
      return typeof value === 'string' ? value : '';
    },
    set: (path, value) => setAnswers((current) => setAnswer(current, path, value)),
    setMany: (values) =>
      setAnswers((current) =>
        Object.entries(values).reduce((next, [path, value]) => setAnswer(next, path, value), current),
      ),
    date: (path) => typedDates[path] ?? (getAnswer(answers, path) as string | undefined) ?? '',
    setDate: (path, value) => {
      setTypedDates((current) => ({ ...current, [path]: value }));
      setAnswers((current) => setAnswer(current, path, isIsoDate(value) ? value : undefined));
    },
    error: (path) => {
      // A list's own error ("no citizenship at all") shows at its first item.
      const error = shown.find((e) => e.path === path || `${e.path}.0` === path);
      return error ? errorText(intl, error) : undefined;
    },
  };

  const [busy, setBusy] = useState(false);
  const onContinue = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      setAttempted((n) => n + 1);
      if (errors.length) return;
      setBusy(true);
      const saved = await saveNow();
      setBusy(false);
      if (saved) void navigate(wizardPath(nextPage(page, answers)));
    },
    [errors.length, saveNow, navigate, page, answers],
  );

  return { form, errors: shown, attempted, onContinue, busy, page, today };
}

/** The save state under the form: a quiet line, or a notice with what to do. */
export function SaveNotice() {
  const intl = useIntl();
  const { status, saveNow, resolveConflict } = useWizard();
  const [choosing, setChoosing] = useState(false);
  if (status === 'conflict') {
    const choose = async (choice: 'theirs' | 'mine') => {
      setChoosing(true);
      await resolveConflict(choice);
      setChoosing(false);
    };
    return (
      <Alert
        tone="warning"
        title={intl.formatMessage(m.conflictTitle)}
        action={
          <Stack direction="horizontal" gap="small" wrap>
            <Button variant="secondary" onClick={() => void choose('theirs')} disabled={choosing}>
              {intl.formatMessage(m.loadNewer)}
            </Button>
            <Button variant="secondary" onClick={() => void choose('mine')} disabled={choosing}>
              {intl.formatMessage(m.keepMine)}
            </Button>
          </Stack>
        }
      >
        {intl.formatMessage(m.conflictBody)}
      </Alert>
    );
  }
  if (status === 'offline' || status === 'failed') {
    const offline = status === 'offline';
    return (
      <Alert
        tone="error"
        title={intl.formatMessage(offline ? m.offlineTitle : m.failedTitle)}
        action={
          <Button variant="secondary" onClick={() => void saveNow()}>
            {intl.formatMessage(m.tryAgain)}
          </Button>
        }
      >
        {intl.formatMessage(offline ? m.offlineBody : m.failedBody)}
      </Alert>
    );
  }
  return (
    <Text size="small" tone="muted">
      {status === 'saving'
        ? intl.formatMessage(m.saving)
        : status === 'saved'
          ? intl.formatMessage(m.saved)
          : intl.formatMessage(m.unsaved)}
    </Text>
  );
}

export interface WizardFrameProps {
  title: string;
  intro?: ReactNode;
  /** Where the back link leads. */
  backHref: string;
  backLabel?: string;
  children: ReactNode;
}

/** Step 2's layout with the back link above the content. */
export function WizardFrame({ title, intro, backHref, backLabel, children }: WizardFrameProps) {
  const intl = useIntl();
  return (
    <StepPageLayout page={2} title={title} intro={intro}>
      <Stack gap="large">
        <div>
          <BackLink href={backHref}>{backLabel ?? intl.formatMessage(m.back)}</BackLink>
        </div>
        {children}
      </Stack>
    </StepPageLayout>
  );
}

/**
 * "Loading your application…" with a spinner: in place of a page's content, or quiet (the save
 * notice's size and tone) where the save notice goes, so nothing moves when it takes over.
 */
function LoadingNotice({ quiet = false }: { quiet?: boolean }) {
  const intl = useIntl();
  // The words are the status; the spinner beside them is decoration.
  return (
    <div role="status">
      <Stack direction="horizontal" gap="small" align="center">
        <Spinner size="small" />
        <Text {...(quiet ? { size: 'small', tone: 'muted' } : {})}>{intl.formatMessage(m.loading)}</Text>
      </Stack>
    </div>
  );
}

/** The first read failed: what happened, and a way to try again. */
function LoadFailed() {
  const intl = useIntl();
  const { retry } = useWizard();
  return (
    <Alert
      tone="error"
      title={intl.formatMessage(m.loadFailedTitle)}
      action={
        <Button variant="secondary" onClick={retry}>
          {intl.formatMessage(m.tryAgain)}
        </Button>
      }
    >
      {intl.formatMessage(m.loadFailedBody)}
    </Alert>
  );
}

/** Loading or a failed first read, in place of a page whose content is all answers. */
export function WizardGate({ children }: { children: ReactNode }) {
  const { state } = useWizard();
  if (state === 'error') return <LoadFailed />;
  if (state === 'loading') return <LoadingNotice />;
  return <>{children}</>;
}

export interface QuestionPageProps {
  form: ReturnType<typeof usePageForm>;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A question page: frame, error summary, the questions, Continue and the save notice. The
 * questions show while the application is still being read, their controls disabled and the
 * loading line where the save notice goes: the same wording for everyone, so a visitor reads the
 * question while the answers arrive (a page prerendered signed in paints it from its HTML). A
 * submitted application shows why nothing can change instead.
 */
export function QuestionPage({ form: page, title, intro, children }: QuestionPageProps) {
  const intl = useIntl();
  const { form, errors, attempted, onContinue, busy } = page;
  const previous = previousPage(page.page, form.answers);
  const { editable, state } = form.wizard;
  const loading = state === 'loading';
  return (
    <WizardFrame
      title={title}
      intro={intro}
      backHref={previous ? wizardPath(previous) : paths.step1}
      backLabel={previous ? undefined : intl.formatMessage(m.toStep1)}
    >
      {state === 'error' ? (
        <LoadFailed />
      ) : !loading && !editable ? (
        <Alert tone="info" title={intl.formatMessage(m.lockedTitle)}>
          {intl.formatMessage(m.lockedBody)}
        </Alert>
      ) : (
        <Form noValidate disabled={loading} gap="large" onSubmit={(event) => void onContinue(event)}>
          {errors.length > 0 && (
            <ErrorSummary
              key={attempted}
              title={intl.formatMessage(m.errorSummaryTitle)}
              errors={errors.map((error) => ({
                message: errorText(intl, error),
                href: errorHref(error, intl.locale),
              }))}
              focusOnMount
            />
          )}
          {children}
          {loading ? <LoadingNotice quiet /> : <SaveNotice />}
          <Actions>
            <Button type="submit" loading={busy} loadingLabel={intl.formatMessage(m.saving)}>
              {intl.formatMessage(m.continue)}
            </Button>
          </Actions>
        </Form>
      )}
    </WizardFrame>
  );
}
