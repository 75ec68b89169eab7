/**
 * "Check your answers" (every applicable page's answers with change links, then on to step 3)
 * and the print view (the answers by Form W-7 line, for the applicant's records).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Actions, Button, ErrorSummary, Heading, Stack, SummaryList, Text, TextLink } from '../../../ui';
import { paths, wizardPaths } from '../../paths';
import { useStep2Completion } from '../../session/hooks';
import { errorsForPage, pageOfField, previousPage, wizardPath } from './flow';
import { errorText, SaveNotice, WizardFrame, WizardGate } from './WizardPage';
import { pageMessages as p, valueMessages, wizardMessages as m } from './messages';
import { answerSections, w7Lines } from './summary';
import { useWizard } from './WizardContext';
import { fieldId } from './answerPaths';

const sectionTitles = {
  type: p.typeTitle,
  name: p.nameTitle,
  birth: p.birthTitle,
  foreignAddress: p.foreignAddressTitle,
  mailingAddress: p.mailingAddressTitle,
  visa: p.visaTitle,
  identity: p.identityTitle,
  previous: p.previousTitle,
  stay: p.stayTitle,
  declaration: p.declarationTitle,
} as const;

export function CheckPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const wizard = useWizard();
  const { answers, errors, saveNow, editable, email } = wizard;
  const { markCompleted } = useStep2Completion();
  const [attempted, setAttempted] = useState(0);
  const [busy, setBusy] = useState(false);
  const previous = previousPage('check', answers);
  const sections = answerSections(intl, answers);

  const onContinue = async () => {
    setAttempted((n) => n + 1);
    if (errors.length && editable) return;
    setBusy(true);
    const saved = editable ? await saveNow() : true;
    setBusy(false);
    if (!saved) return;
    markCompleted();
    void navigate(paths.step3);
  };

  return (
    <WizardFrame
      title={intl.formatMessage(p.checkTitle)}
      intro={intl.formatMessage(p.checkIntro)}
      backHref={previous ? wizardPath(previous) : paths.step1}
    >
      <WizardGate>
        <Stack gap="large">
          {attempted > 0 && errors.length > 0 && editable && (
            <ErrorSummary
              key={attempted}
              title={intl.formatMessage(p.checkIncomplete)}
              errors={errors.map((error) => ({
                message: errorText(intl, error),
                href: `#section-${pageOfField(error.path) ?? 'type'}`,
              }))}
              focusOnMount
            />
          )}
          {sections.map(({ page, rows }) => {
            const pageErrors = errorsForPage(errors, page);
            return (
              <section key={page} aria-labelledby={`section-${page}`}>
                <Stack gap="small">
                  <Heading level={2} size="large" id={`section-${page}`}>
                    {intl.formatMessage(sectionTitles[page])}
                  </Heading>
                  <SummaryList
                    aria-labelledby={`section-${page}`}
                    rows={rows.map((row) => {
                      const question = intl.formatMessage(row.label);
                      const problem = pageErrors.find((e) => e.path === row.path || e.path.startsWith(`${row.path}.`));
                      return {
                        id: row.path,
                        key: question,
                        value:
                          attempted > 0 && problem ? (
                            <Stack gap="xsmall">
                              <span>{row.value || intl.formatMessage(p.notAnswered)}</span>
                              <Text tone="danger" weight="bold">
                                {errorText(intl, problem)}
                              </Text>
                            </Stack>
                          ) : (
                            row.value || intl.formatMessage(p.notAnswered)
                          ),
                        action: editable
                          ? {
                              href: `${wizardPaths[page]}#${fieldId(row.path)}`,
                              label: intl.formatMessage(p.change),
                              contextLabel: question,
                            }
                          : undefined,
                      };
                    })}
                  />
                </Stack>
              </section>
            );
          })}
          {email && <SummaryList rows={[{ id: 'email', key: intl.formatMessage(p.contactEmail), value: email }]} />}
          <div>
            <TextLink href={wizardPaths.print}>{intl.formatMessage(p.print)}</TextLink>
          </div>
          {editable && <SaveNotice />}
          <Actions>
            <Button onClick={() => void onContinue()} loading={busy} loadingLabel={intl.formatMessage(m.saving)}>
              {intl.formatMessage(p.checkContinue)}
            </Button>
          </Actions>
        </Stack>
      </WizardGate>
    </WizardFrame>
  );
}

export function PrintPage() {
  const intl = useIntl();
  const { answers } = useWizard();
  const lines = w7Lines(intl, answers);
  return (
    <WizardFrame
      title={intl.formatMessage(p.printTitle)}
      intro={intl.formatMessage(p.printIntro)}
      backHref={wizardPaths.check}
      backLabel={intl.formatMessage(p.backToCheck)}
    >
      <WizardGate>
        <Stack gap="large">
          <SummaryList
            rows={lines.map((line, index) => ({
              id: `line-${index}`,
              key: line.line
                ? `${intl.formatMessage(valueMessages.printLine, { line: line.line })} · ${intl.formatMessage(line.label)}`
                : intl.formatMessage(line.label),
              value: line.value,
            }))}
          />
          <Actions>
            <Button variant="secondary" onClick={() => window.print()}>
              {intl.formatMessage(p.printButton)}
            </Button>
          </Actions>
        </Stack>
      </WizardGate>
    </WizardFrame>
  );
}
