/** The application's history for staff: every status change and document review, oldest first. */
import { useIntl } from 'react-intl';
import { Card, Heading, Stack, Text } from '../../../ui';
import { isStatus } from '../../../domain';
import type { ApplicationEvent } from '../../application/ApplicationService';
import type { StaffApplication } from '../../application/StaffService';
import { staffMessages as m, statusNames } from './messages';
import * as styles from './staff.css';
import { reviewNames } from './StaffDocuments';

export function StaffHistory({ application }: { application: StaffApplication }) {
  const intl = useIntl();
  const files = new Map(application.documents.map((d) => [d.id, d.file_name]));
  const status = (value: string | null) => (isStatus(value) ? intl.formatMessage(statusNames[value]) : (value ?? ''));

  const what = (event: ApplicationEvent) => {
    if (event.type === 'document_review') {
      const review = event.to_status as unknown as keyof typeof reviewNames | null;
      return intl.formatMessage(m.eventDocument, {
        file: (event.document_id && files.get(event.document_id)) || intl.formatMessage(m.unknownDocument),
        review: review && review in reviewNames ? intl.formatMessage(reviewNames[review]) : String(review ?? ''),
      });
    }
    if (event.type === 'status' || event.to_status) {
      return event.from_status
        ? intl.formatMessage(m.eventStatus, { from: status(event.from_status), to: status(event.to_status) })
        : intl.formatMessage(m.eventCreated, { to: status(event.to_status) });
    }
    return intl.formatMessage(m.eventOther, { type: event.type });
  };

  return (
    <Stack gap="medium" as="section" aria-labelledby="staff-history">
      <Heading level={2} id="staff-history">
        {intl.formatMessage(m.historyTitle)}
      </Heading>
      {application.events.length ? (
        <Stack as="ol" gap="small">
          {application.events.map((event) => (
            <li key={event.id}>
              <Card padding="small">
                <Stack gap="xsmall">
                  <Text weight="bold" as="div">
                    {what(event)}
                  </Text>
                  <Text size="small" tone="muted" as="div">
                    {intl.formatMessage(m.eventBy, {
                      actor: event.actor,
                      date: intl.formatDate(event.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
                    })}
                  </Text>
                  {event.note ? (
                    <Text as="div">
                      <span className={styles.breakable}>{event.note}</span>
                    </Text>
                  ) : null}
                </Stack>
              </Card>
            </li>
          ))}
        </Stack>
      ) : (
        <Text>{intl.formatMessage(m.noHistory)}</Text>
      )}
    </Stack>
  );
}
