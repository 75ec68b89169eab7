import type { Logger } from '../log.ts';
import { mailLanguage } from '../mail/language.ts';
import type { Mailer } from '../mail/mailer.ts';
import { noticeFor, statusMail } from './emails.ts';
import type { StatusListener } from './service.ts';
import type { ApplicationStore } from './store.ts';

/**
 * Sends the applicant an e-mail, in the language of their profile (`user_metadata.language`),
 * when their application reaches a status they need to know about. Runs after the change is
 * committed; a failure to send is logged and never undoes the change.
 */
export function applicantNotifier(store: ApplicationStore, mailer: Mailer, logger: Logger): StatusListener {
  return ({ application, to, note }) => {
    const kind = noticeFor(to);
    if (!kind) return;
    try {
      const user = store.db
        .prepare<[string], { email: string; raw_user_meta_data: string }>(
          'SELECT email, raw_user_meta_data FROM users WHERE id = ?',
        )
        .get(application.user_id);
      if (!user) return;
      const meta = JSON.parse(user.raw_user_meta_data) as Record<string, unknown>;
      const answers = JSON.parse(application.answers) as { name?: { first?: string } };
      const name = answers.name?.first ?? (typeof meta.first_name === 'string' ? meta.first_name : '');
      // Only the notes the applicant must act on or understand go into the e-mail.
      const shownNote = kind === 'changes_requested' || kind === 'rejected' ? note : null;
      mailer.send(statusMail(kind, user.email, mailLanguage(meta.language), name, shownNote));
    } catch (error) {
      logger.error('status e-mail failed', { application: application.id, to, error });
    }
  };
}
