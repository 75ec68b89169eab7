import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWERS_SPEC,
  computeChecklist,
  COUNTRY_CODES,
  formatTin,
  isValidIrsn,
  isValidItin,
  isValidSsn,
  missingDocuments,
  parseAnswers,
  TRANSITIONS,
  validateForSubmit,
  type ChecklistDocument,
  type W7Answers,
} from '../../domain/index.ts';
import { rpcErrors } from '../../server/application/errors.ts';
import { PRICE_LIST } from '../../server/payments/prices.ts';
import { completeAnswers, dependentAnswers } from '../unit/domain/fixtures.ts';
import { startDatabase } from './standin/database.ts';

/**
 * The database checks a submitted application itself, with a port of domain/ in PL/pgSQL. This
 * test holds the port to the original: the same answers give the same errors, checklists and
 * missing documents, case by case, and the reference tables match the TypeScript ones.
 */
let db: PGlite;
beforeAll(async () => {
  db = await startDatabase();
}, 180_000);
afterAll(async () => {
  await db?.close();
});

const sql = async <T>(query: string, params: unknown[]): Promise<T> =>
  (await db.query<{ r: T }>(query, params)).rows[0]?.r as T;

const withoutPassport = (overrides: Partial<W7Answers> = {}) =>
  completeAnswers({
    id_document: {
      type: 'dl_state_id',
      issued_by: 'Portugal',
      number: 'D1',
      expires: '2030-01-01',
      never_entered: true,
    },
    ...overrides,
  });
const id = (overrides: Partial<NonNullable<W7Answers['id_document']>>) => ({
  id_document: { ...completeAnswers().id_document, ...overrides },
});
/** A dependent's civil birth certificate (another document), with or without an expiry date. */
const birthCertificate = (expires: string | undefined) => ({
  id_document: { ...dependentAnswers('2022-06-01').id_document, expires },
});

const CASES: [string, W7Answers][] = [
  ['complete', completeAnswers()],
  ['empty', {}],
  ['two reasons', completeAnswers({ reasons: ['b', 'c'] })],
  ['renewal without earlier ITIN', completeAnswers({ application_type: 'renew' })],
  [
    'renewal with ITIN',
    completeAnswers({ application_type: 'renew', previous_tin: { had: 'yes', itin: '912-70-1234' } }),
  ],
  ['earlier numbers invalid', completeAnswers({ previous_tin: { had: 'yes', itin: '123-45-6789', irsn: 'abc' } })],
  ['earlier IRSN only', completeAnswers({ previous_tin: { had: 'yes', irsn: '123456789' } })],
  ['dependent child', dependentAnswers('2012-01-01')],
  ['dependent baby', dependentAnswers('2023-01-01')],
  ['dependent 7', dependentAnswers('2018-06-01')],
  ['dependent student 16', dependentAnswers('2010-01-01', { dependent_is_student: true })],
  ['dependent 22', dependentAnswers('2004-01-01', { signer: { who: 'applicant', phone: '1' } })],
  ['dependent adult', dependentAnswers('1990-01-01', { signer: { who: 'applicant', phone: '1' } })],
  ['dependent with a birth certificate, no expiry', dependentAnswers('2022-06-01', birthCertificate(undefined))],
  ['dependent with a birth certificate, expired', dependentAnswers('2022-06-01', birthCertificate('2020-01-01'))],
  ['passport without expiry', completeAnswers(id({ expires: undefined }))],
  ['dependent with passport', dependentAnswers('2015-01-01', id({ type: 'passport', entry_date: '2025-01-01' }))],
  ['sponsor SSN invalid', dependentAnswers('2012-01-01', { sponsor: { name: 'M', tin: '000-12-3456' } })],
  ['sponsor ITIN', dependentAnswers('2012-01-01', { sponsor: { name: 'M', tin: '912701234' } })],
  ['spouse without sponsor', completeAnswers({ reasons: ['e'] })],
  ['visa holder family without role', completeAnswers({ reasons: ['g'] })],
  [
    'visa holder dependent',
    completeAnswers({ reasons: ['g'], family_role: 'dependent', birth: { date: '2015-01-01', country: 'BR' } }),
  ],
  ['treaty, mismatched country', completeAnswers({ reasons: ['a'], treaty: { country: 'ES', article: '20' } })],
  [
    'treaty, wrong exception',
    completeAnswers({
      reasons: ['a'],
      exception: '3',
      treaty: { country: 'PT', article: '20' },
      other_description: 'Exception 3',
    }),
  ],
  [
    'treaty complete',
    completeAnswers({
      reasons: ['a'],
      exception: '2a',
      treaty: { country: 'PT', article: '20' },
      other_description: 'Exception 2a',
    }),
  ],
  ['student without visa or school', completeAnswers({ reasons: ['f'] })],
  ['student from Canada', completeAnswers({ reasons: ['f'], citizenship: ['CA'] })],
  ['student from Mexico and Spain', completeAnswers({ reasons: ['f'], citizenship: ['ES', 'MX'] })],
  ['student with the name Canada', completeAnswers({ reasons: ['f'], citizenship: ['Canada'] })],
  ['student with treaty', completeAnswers({ reasons: ['f'], treaty_claim: true })],
  ['other without description', completeAnswers({ reasons: ['h'] })],
  [
    'P.O. box without no-delivery',
    completeAnswers({ mailing_address: { street: 'P.O. Box 12', city: 'Lisbon', country: 'PT' } }),
  ],
  [
    'P.O. box with no-delivery',
    completeAnswers({
      mailing_address: { street: 'PO Box 12', city: 'Lisbon', country: 'PT' },
      mailing_no_home_delivery: true,
    }),
  ],
  [
    'private mailbox',
    completeAnswers({ mailing_address: { street: '12 Main St PMB 3', city: 'Austin', country: 'US' } }),
  ],
  [
    'Boxer street is no box',
    completeAnswers({ mailing_address: { street: 'Boxer Street 2', city: 'Lisbon', country: 'PT' } }),
  ],
  ['foreign postfach', completeAnswers({ foreign_address: { street: 'Postfach 1', city: 'Berlin', country: 'DE' } })],
  [
    'foreign apartado',
    completeAnswers({ foreign_address: { street: 'Apartado Postal 3', city: 'Lima', country: 'PE' } }),
  ],
  ['relocated, reason b', completeAnswers({ relocated_to_us: true, foreign_address: { country: 'PT' } })],
  [
    'relocated, reason c',
    completeAnswers({
      reasons: ['c'],
      relocated_to_us: true,
      foreign_address: { country: 'PT' },
      ...id({ entry_date: '2020-01-01', never_entered: undefined }),
    }),
  ],
  ['born in the future', completeAnswers({ birth: { date: '2099-01-01', country: 'BR' } })],
  ['born before 1900', completeAnswers({ birth: { date: '1899-12-31', country: 'BR' } })],
  [
    'countries that are not codes',
    completeAnswers({
      citizenship: ['US', 'U.K.', 'Brazil', 'br', 'ZZ'],
      foreign_address: { street: 'a', city: 'b', country: 'PRT' },
      mailing_address: { street: 'a', city: 'b', country: 'Portugal' },
      birth: { date: '1990-04-02', country: 'UK' },
    }),
  ],
  [
    'treaty country not a code',
    completeAnswers({
      reasons: ['a'],
      exception: '2a',
      treaty: { country: 'Portugal', article: '20' },
      other_description: 'Exception 2a',
    }),
  ],
  [
    'treaty country in lower case',
    completeAnswers({
      reasons: ['a'],
      exception: '2a',
      treaty: { country: 'pt', article: '20' },
      other_description: 'Exception 2a',
    }),
  ],
  ['visa partly filled', completeAnswers({ visa: { type: 'F-1' } })],
  ['other ID without description', completeAnswers(id({ type: 'other' }))],
  ['expired ID', completeAnswers(id({ expires: '2020-01-01' }))],
  ['entry and never entered', completeAnswers(id({ entry_date: '2020-01-01' }))],
  ['entry before birth', completeAnswers(id({ entry_date: '1980-01-01', never_entered: undefined }))],
  ['entry in the future', completeAnswers(id({ entry_date: '2099-01-01', never_entered: undefined }))],
  ['resident without entry', completeAnswers({ reasons: ['c'] })],
  ['neither entry nor never', completeAnswers(id({ never_entered: undefined }))],
  ['minor signs alone', completeAnswers({ birth: { date: '2015-01-01', country: 'BR' } })],
  ['adult signed by a parent', completeAnswers({ signer: { who: 'parent', name: 'M', phone: '1' } })],
  ['attorney without name, no phone', completeAnswers({ signer: { who: 'power_of_attorney' } })],
  ['SSN denied', completeAnswers({ ssn_denied: true })],
  ['exception claimed', completeAnswers({ exception: '1d' })],
  ['without passport', withoutPassport()],
  [
    'without passport, minor',
    withoutPassport({
      birth: { date: '2012-05-05', country: 'BR' },
      signer: { who: 'parent', name: 'M', phone: '1' },
    }),
  ],
];

const docs = (...kinds: ChecklistDocument['kind'][]): ChecklistDocument[] =>
  kinds.map((kind, i) => ({ id: `doc-${i}`, kind }));
const DOCUMENT_SETS: ChecklistDocument[][] = [
  [],
  docs('passport', 'federal_tax_return'),
  docs('birth_certificate_foreign', 'us_drivers_license', 'federal_tax_return'),
  docs('medical_records_foreign', 'birth_certificate_us', 'school_records_us', 'federal_tax_return'),
  docs('school_records_foreign', 'us_drivers_license', 'national_id'),
  docs('us_visa', 'school_letter', 'ssa_denial_letter', 'us_utility_statement', 'medical_records_us'),
  [{ id: 'flagged', kind: 'passport', review_status: 'needs_attention' }, ...docs('foreign_voter_card', 'us_state_id')],
];
const DAYS = ['2026-03-15', '2024-02-29'];

describe('the database port of domain/', () => {
  it('validateForSubmit: the same errors, in the same order, for every case', async () => {
    for (const today of DAYS) {
      for (const [name, answers] of CASES) {
        const expected = validateForSubmit(answers, { today });
        const actual = await sql('select private.validate_for_submit($1::jsonb, $2::date) as r', [
          JSON.stringify(answers),
          today,
        ]);
        expect(actual, `${name} on ${today}`).toEqual(expected);
      }
    }
  }, 60_000);

  it('computeChecklist and missingDocuments: the same items for every case and set of documents', async () => {
    for (const today of DAYS) {
      for (const [name, answers] of CASES) {
        for (const uploaded of DOCUMENT_SETS) {
          const expected = computeChecklist(answers, uploaded, today);
          const actual = await sql('select private.compute_checklist($1::jsonb, $2::jsonb, $3::date) as r', [
            JSON.stringify(answers),
            JSON.stringify(uploaded),
            today,
          ]);
          const label = `${name} with ${uploaded.map((d) => d.kind).join(',')} on ${today}`;
          expect(actual, label).toEqual(expected);
          expect(
            await sql('select private.missing_documents($1::jsonb) as r', [JSON.stringify(actual)]),
            label,
          ).toEqual(missingDocuments(expected));
        }
      }
    }
  }, 120_000);

  it('parseAnswers: the same answers and the same errors (in key order of jsonb)', async () => {
    const inputs: unknown[] = [
      ...CASES.map(([, answers]) => answers),
      { name: { first: '  Ana ', last: '' }, reasons: ['b'] },
      { name: { frist: 'Ana' }, favourite_colour: 'blue' },
      {
        reasons: ['z'],
        sex: 'x',
        birth: { date: '02/30/1990' },
        visa: { expires: '2025-02-29' },
        name: { first: 'A'.repeat(101) },
        treaty_claim: 'yes',
        citizenship: 'BR',
      },
      { relationship: 'Son\u0007' },
      { birth: { date: '2024-02-29' }, citizenship: ['', ' ', ' BR '], sponsor: null },
      { citizenship: ['Brazil', 'br', 'ZZ', 'MX', 7], birth: { country: 'Mexico' }, treaty: { country: 'UK' } },
      { foreign_address: { country: ' pt ' }, mailing_address: { country: '\u00a0US\ufeff' } },
      { reasons: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'a'] },
      { name: 'Ana', sex: 1, treaty: [] },
      [],
      'answers',
    ];
    const sorted = (errors: { path: string; code: string }[]) =>
      [...errors].sort((a, b) => `${a.path} ${a.code}`.localeCompare(`${b.path} ${b.code}`));
    for (const input of inputs) {
      const expected = parseAnswers(input);
      const actual = await sql<{ answers: W7Answers; errors: { path: string; code: string }[] }>(
        'select private.parse_answers($1::jsonb) as r',
        [JSON.stringify(input)],
      );
      expect(actual.answers, JSON.stringify(input)).toEqual(expected.answers);
      expect(sorted(actual.errors), JSON.stringify(input)).toEqual(sorted(expected.errors));
    }
  });

  it('taxpayer numbers: ITIN, SSN and IRSN formats', async () => {
    const values = [
      '912-70-1234',
      '912701234',
      '912-93-4567',
      '912-49-0000',
      '999-99-9999',
      '123-45-6789',
      '000-12-3456',
      '666-12-3456',
      '123-00-4567',
      '123-45-0000',
      ' 912-70-1234 ',
      '91270123',
      'abc',
    ];
    for (const value of values) {
      const row = (
        await db.query<{ itin: boolean; ssn: boolean; irsn: boolean; formatted: string | null }>(
          `select private.is_valid_itin($1) as itin, private.is_valid_ssn($1) as ssn,
             private.tin_digits($1) is not null as irsn, private.format_tin($1) as formatted`,
          [value],
        )
      ).rows[0];
      expect(row, value).toEqual({
        itin: isValidItin(value),
        ssn: isValidSsn(value),
        irsn: isValidIrsn(value),
        formatted: formatTin(value) ?? null,
      });
    }
  });

  it('the reference tables match the TypeScript: answer shapes, moves, prices and errors', async () => {
    expect(await sql('select private.answers_spec() as r', [])).toEqual(JSON.parse(JSON.stringify(ANSWERS_SPEC)));
    expect(await sql('select private.country_codes() as r', [])).toEqual(COUNTRY_CODES);
    const moves = (
      await db.query<{ from: string; to: string; by: string; needs: string | null }>(
        'select from_status as "from", to_status as "to", actor as "by", needs from private.status_transitions',
      )
    ).rows;
    const expectedMoves = TRANSITIONS.map((t) => ({ from: t.from, to: t.to, by: t.by, needs: t.needs ?? null }));
    expect(moves).toEqual(expect.arrayContaining(expectedMoves));
    expect(moves).toHaveLength(expectedMoves.length);
    const prices = (
      await db.query<{ button_id: string; amount_cents: number; currency: string; item_name: string }>(
        'select * from private.prices',
      )
    ).rows;
    expect(
      Object.fromEntries(
        prices.map((p) => [p.button_id, { amountCents: p.amount_cents, currency: p.currency, itemName: p.item_name }]),
      ),
    ).toEqual(PRICE_LIST);
    const errors = (await db.query<{ code: string; status: number; message: string }>('select * from private.errors'))
      .rows;
    for (const e of errors) {
      expect([e.status, e.message], e.code).toEqual(rpcErrors[e.code as keyof typeof rpcErrors]);
    }
  });
});
