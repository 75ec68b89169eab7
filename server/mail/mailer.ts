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

/** What the secret in a message belongs to: the message is dropped when that ends. */
export interface LinkLifetime {
  /** Names the one-time token behind the link, for `forget`. */
  ref: string;
  /** When the link stops working, in ms since the epoch. */
  expiresAt: number;
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
  link_ref: string | null;
  expires_at: number | null;
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
 * The local stand-in for an e-mail provider: messages are stored for the mailbox page. A message
 * with a link is a credential, so it is kept only while its link works, and the log says only that
 * it arrived (the link itself is logged at debug level, for completing a flow from the terminal).
 */
export class Mailer {
  private readonly insert;
  private readonly trim;
  private readonly all;
  private readonly byRecipient;
  private readonly byId;
  private readonly deleteByRef;
  private readonly deleteExpired;

  constructor(
    db: Db,
    private readonly logger: Logger,
    private readonly now: () => number,
    private readonly mailbox = true,
  ) {
    this.insert = db.prepare(
      `INSERT INTO mail (id, to_address, subject, text_body, html_body, link, created_at, link_ref, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.deleteByRef = db.prepare('DELETE FROM mail WHERE link_ref = ?');
    this.deleteExpired = db.prepare('DELETE FROM mail WHERE expires_at IS NOT NULL AND expires_at <= ?');
    this.trim = db.prepare('DELETE FROM mail WHERE rowid NOT IN (SELECT rowid FROM mail ORDER BY rowid DESC LIMIT ?)');
    this.all = db.prepare<[number], MailRow>('SELECT * FROM mail ORDER BY rowid DESC LIMIT ?');
    this.byRecipient = db.prepare<[string, number], MailRow>(
      'SELECT * FROM mail WHERE to_address = ? ORDER BY rowid DESC LIMIT ?',
    );
    this.byId = db.prepare<[string], MailRow>('SELECT * FROM mail WHERE id = ?');
  }

  send(mail: OutgoingMail, lifetime?: LinkLifetime): StoredMail {
    const stored: StoredMail = { ...mail, id: randomUUID(), created_at: new Date(this.now()).toISOString() };
    this.insert.run(
      stored.id,
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      mail.link,
      stored.created_at,
      lifetime?.ref ?? null,
      lifetime?.expiresAt ?? null,
    );
    this.trim.run(MAILBOX_CAPACITY);
    const where = this.mailbox ? 'in the local mailbox (/_mail)' : 'not delivered (the local mailbox is off)';
    this.logger.info(`mail to ${mail.to}: ${mail.subject}; ${where}`);
    if (mail.link) this.logger.debug(`mail to ${mail.to}: link`, { link: mail.link });
    return stored;
  }

  /** Drops the messages whose link belongs to `ref` (the link was used or replaced). */
  forget(ref: string): void {
    this.deleteByRef.run(ref);
  }

  /** Drops messages whose link has expired. */
  prune(): void {
    this.deleteExpired.run(this.now());
  }

  /** Newest first, optionally only those to one address. */
  list(to?: string, limit = 100): StoredMail[] {
    this.prune();
    const rows = to === undefined ? this.all.all(limit) : this.byRecipient.all(to, limit);
    return rows.map(fromRow);
  }

  get(id: string): StoredMail | undefined {
    this.prune();
    const row = this.byId.get(id);
    return row ? fromRow(row) : undefined;
  }
}
