import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Actions, Alert, Button, FormSection, Heading, Icon, Stack, Text } from '../../../ui';
import type { ApplicationDocument } from '../../application/ApplicationService';
import { useApplicationService } from '../../application/ApplicationContext';
import { accountErrorText } from './errorText';
import { accountMessages as m } from './messages';
import { exportFileName, saveFile } from './saveFile';

type ExportState =
  | { phase: 'idle' }
  | { phase: 'working' }
  | { phase: 'done'; file: string; documents: ApplicationDocument[] }
  | { phase: 'error'; message: string };

/** The documents listed in an export (`application.documents`), or none. */
export function documentsOf(exported: Record<string, unknown>): ApplicationDocument[] {
  const application = exported.application as { documents?: unknown } | null | undefined;
  return Array.isArray(application?.documents) ? (application.documents as ApplicationDocument[]) : [];
}

/**
 * Download my data: `account_export` saved as a JSON file, then a download button for each
 * document it lists (the files themselves are not in the JSON).
 */
export function ExportSection() {
  const intl = useIntl();
  const f = intl.formatMessage;
  const service = useApplicationService();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });

  const exportData = async () => {
    if (state.phase === 'working') return;
    setState({ phase: 'working' });
    const result = await service.accountExport();
    if (!result.ok) {
      setState({ phase: 'error', message: accountErrorText(intl, result.error) });
      return;
    }
    const file = exportFileName();
    saveFile(new Blob([JSON.stringify(result.value, null, 2)], { type: 'application/json' }), file);
    setState({ phase: 'done', file, documents: documentsOf(result.value) });
  };

  return (
    <FormSection title={f(m.exportTitle)} titleId="account-export" description={f(m.exportBody)}>
      {state.phase === 'error' ? <Alert tone="error">{state.message}</Alert> : null}
      {state.phase === 'done' ? <Alert tone="success">{f(m.exportDone, { file: state.file })}</Alert> : null}
      <Actions align="start">
        <Button
          variant="secondary"
          icon={<Icon name="download" size="small" />}
          loading={state.phase === 'working'}
          loadingLabel={f(m.exportWorking)}
          onClick={() => void exportData()}
        >
          {f(m.exportSubmit)}
        </Button>
      </Actions>
      {state.phase === 'done' ? <DocumentDownloads documents={state.documents} /> : null}
    </FormSection>
  );
}

function DocumentDownloads({ documents }: { documents: ApplicationDocument[] }) {
  const intl = useIntl();
  const f = intl.formatMessage;
  return (
    <Stack>
      <Heading level={3} size="small" id="account-export-documents">
        {f(m.documentsTitle)}
      </Heading>
      {documents.length === 0 ? (
        <Text tone="muted">{f(m.noDocuments)}</Text>
      ) : (
        <Stack as="ul" gap="xsmall" aria-labelledby="account-export-documents">
          {documents.map((document) => (
            <DocumentDownload key={document.id} document={document} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function DocumentDownload({ document }: { document: ApplicationDocument }) {
  const intl = useIntl();
  const service = useApplicationService();
  const [phase, setPhase] = useState<'idle' | 'working' | 'error'>('idle');
  const download = async () => {
    if (phase === 'working') return;
    setPhase('working');
    const result = await service.downloadDocument(document.object_path);
    if (!result.ok) {
      setPhase('error');
      return;
    }
    saveFile(result.value, document.file_name);
    setPhase('idle');
  };
  const label = intl.formatMessage(m.downloadDocument, { name: document.file_name });
  return (
    <li>
      <Stack gap="xxsmall" align="start">
        <Button
          variant="ghost"
          icon={<Icon name="download" size="small" />}
          loading={phase === 'working'}
          loadingLabel={label}
          onClick={() => void download()}
        >
          {label}
        </Button>
        {phase === 'error' ? <Text tone="danger">{intl.formatMessage(m.documentError)}</Text> : null}
      </Stack>
    </li>
  );
}
