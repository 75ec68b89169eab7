import { randomUUID } from 'node:crypto';
import type { Logger } from '../log.ts';
import type { Db } from '../storage/db.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link that completes the flow, kept apart so tests and the mailbox can show it. */
  link: string | null;
}

export interface StoredMail extends OutgoingMail {
  id: string;
  created_at: string;
}

interface MailRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  link: string | null;
  created_at: string;
}

/** How many messages the local mailbox keeps; older ones are dropped. */
const MAILBOX_CAPACITY = 500;

function fromRow(row: MailRow): StoredMail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    link: row.link,
    created_at: row.created_at,
  };
}

/**
 * The local stand-in for an e-mail provider: messages are stored for the mailbox page and logged
 * to stdout with their link, so a developer can complete a flow from the terminal as well.
 */
export class Mailer {
  private readonly insert;
  private readonly trim;
  private readonly all;
  private readonly byRecipient;
  private readonly byId;

  constructor(
    db: Db,
    private readonly logger: Logger,
    private readonly now: () => number,
  ) {
    this.insert = db.prepare(
      'INSERT INTO mail (id, to_address, subject, text_body, html_body, link, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.trim = db.prepare('DELETE FROM mail WHERE rowid NOT IN (SELECT rowid FROM mail ORDER BY rowid DESC LIMIT ?)');
    this.all = db.prepare<[number], MailRow>('SELECT * FROM mail ORDER BY rowid DESC LIMIT ?');
    this.byRecipient = db.prepare<[string, number], MailRow>(
      'SELECT * FROM mail WHERE to_address = ? ORDER BY rowid DESC LIMIT ?',
    );
    this.byId = db.prepare<[string], MailRow>('SELECT * FROM mail WHERE id = ?');
  }

  send(mail: OutgoingMail): StoredMail {
    const stored: StoredMail = { ...mail, id: randomUUID(), created_at: new Date(this.now()).toISOString() };
    this.insert.run(stored.id, mail.to, mail.subject, mail.text, mail.html, mail.link, stored.created_at);
    this.trim.run(MAILBOX_CAPACITY);
    this.logger.info(`mail to ${mail.to}: ${mail.subject}`, mail.link ? { link: mail.link } : undefined);
    return stored;
  }

  /** Newest first, optionally only those to one address. */
  list(to?: string, limit = 100): StoredMail[] {
    const rows = to === undefined ? this.all.all(limit) : this.byRecipient.all(to, limit);
    return rows.map(fromRow);
  }

  get(id: string): StoredMail | undefined {
    const row = this.byId.get(id);
    return row ? fromRow(row) : undefined;
  }
}
