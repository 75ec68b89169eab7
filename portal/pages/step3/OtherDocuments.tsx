/** Uploaded documents that meet no checklist item (a second copy, a replaced kind), to remove. */
import { useIntl } from 'react-intl';
import { Button, Card, Heading, Stack, Text, VisuallyHidden } from '../../../ui';
import type { UploadedDocument } from './checklistModel';
import { documentKindNames } from './checklistContent';
import { checklistMessages as m } from './messages';

export interface OtherDocumentsProps {
  documents: readonly UploadedDocument[];
  editable: boolean;
  removing: ReadonlySet<string>;
  onRemove(document: UploadedDocument): void;
}

export function OtherDocuments({ documents, editable, removing, onRemove }: OtherDocumentsProps) {
  const intl = useIntl();
  return (
    <Card as="section" aria-labelledby="checklist-others-title" tone="sunken">
      <Stack gap="medium">
        <Heading level={2} size="standard" id="checklist-others-title">
          {intl.formatMessage(m.othersTitle)}
        </Heading>
        <Text tone="muted">{intl.formatMessage(m.othersBody)}</Text>
        <Stack as="ul" gap="small">
          {documents.map((document) => (
            <li key={document.id}>
              <Stack
                direction={{ mobile: 'vertical', tablet: 'horizontal' }}
                justify="spaceBetween"
                align="center"
                gap="small"
              >
                <Text>
                  <Text as="span" weight="semibold">
                    {document.file_name}
                  </Text>{' '}
                  <Text as="span" tone="muted">
                    ({intl.formatMessage(documentKindNames[document.kind])})
                  </Text>
                </Text>
                {editable ? (
                  <Button
                    variant="ghost"
                    size="small"
                    loading={removing.has(document.id)}
                    onClick={() => onRemove(document)}
                  >
                    {intl.formatMessage(m.remove)}
                    <VisuallyHidden> {document.file_name}</VisuallyHidden>
                  </Button>
                ) : null}
              </Stack>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
