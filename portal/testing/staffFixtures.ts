/**
 * Sample applications for the staff console's stories and tests: several applicants in every
 * status, with answers, documents (PDFs and a photo) and history, for createMemoryStaffService.
 */
import type { Status, W7Answers } from '../../domain';
import type { MemoryStaffOptions, MemoryStaffSeed } from '../application/memoryStaffService';
import { createMemoryStaffService, samplePdf } from '../application/memoryStaffService';

/** A student from Brazil (reason f) with a passport, a visa and a school letter. */
export const studentAnswers: W7Answers = {
  application_type: 'new',
  reasons: ['f'],
  name: { first: 'Ana', last: 'Souza' },
  mailing_address: { street: '12 College Ave', city: 'Boston, MA 02115', country: 'US' },
  foreign_address: { street: 'Rua das Flores 12', city: 'Porto Alegre', country: 'BR' },
  birth: { date: '1998-04-02', country: 'BR', city_state: 'Porto Alegre' },
  sex: 'female',
  citizenship: ['BR'],
  visa: { type: 'F-1', number: 'V1234567', expires: '2028-08-31' },
  id_document: {
    type: 'passport',
    issued_by: 'Brazil',
    number: 'FX123456',
    expires: '2030-01-01',
    entry_date: '2025-08-20',
  },
  previous_tin: { had: 'no' },
  stay: { institution: 'State University', city_state: 'Boston, MA', length: '4 years' },
  signer: { who: 'applicant', phone: '+1 617 555 0100' },
};

/** A small photo (PNG) standing in for a scanned visa. */
export function samplePhoto(): Blob {
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAUElEQVR42mMQ0QgYVIhh1EFD2kEaUQsGBI06aNRBow4adRAMPXv2ekDQ0HTQlp48PGjUQaMOGnXQqINGHTTwDhqty0YdRI6DRnuuow4iAwEAw6EIBDxtmEsAAAAASUVORK5CYII=',
    ),
    (c) => c.charCodeAt(0),
  );
  return new Blob([bytes], { type: 'image/png' });
}

export const ANA_ID = '00000000-0000-4000-a000-000000000001';
export const PASSPORT_PATH = '00000000-0000-4000-8000-000000000001/10000000-0000-4000-8000-000000000001.pdf';
export const VISA_PATH = '00000000-0000-4000-8000-000000000001/10000000-0000-4000-8000-000000000002.png';

/** Ana's application in `status`, with her documents and the history that led there. */
export function anaSeed(status: Status, extra: Partial<MemoryStaffSeed> = {}): MemoryStaffSeed {
  const history: MemoryStaffSeed['events'] = [
    {
      type: 'status',
      from_status: 'draft',
      to_status: 'submitted',
      actor: 'applicant',
      created_at: '2026-11-02T10:00:00.000Z',
    },
    {
      type: 'status',
      from_status: 'submitted',
      to_status: 'paid',
      actor: 'payment',
      created_at: '2026-11-02T10:05:00.000Z',
    },
  ];
  if (['in_review', 'changes_requested', 'filed', 'itin_issued', 'rejected'].includes(status))
    history.push({
      type: 'status',
      from_status: 'paid',
      to_status: 'in_review',
      actor: 'staff',
      created_at: '2026-11-03T09:00:00.000Z',
    });
  if (status === 'changes_requested')
    history.push({
      type: 'status',
      from_status: 'in_review',
      to_status: 'changes_requested',
      actor: 'staff',
      note: 'Please upload the school letter again, signed by the school.',
      created_at: '2026-11-04T09:00:00.000Z',
    });
  if (['filed', 'itin_issued', 'rejected'].includes(status))
    history.push({
      type: 'status',
      from_status: 'in_review',
      to_status: 'filed',
      actor: 'staff',
      created_at: '2026-11-05T09:00:00.000Z',
    });
  if (status === 'itin_issued' || status === 'rejected')
    history.push({
      type: 'status',
      from_status: 'filed',
      to_status: status,
      actor: 'staff',
      note: status === 'rejected' ? 'The IRS could not match the name on the passport.' : null,
      created_at: '2026-11-20T09:00:00.000Z',
    });
  return {
    id: ANA_ID,
    status,
    applicant: { name: 'Ana Souza', email: 'ana.souza@example.com' },
    answers: studentAnswers,
    updated_at: '2026-11-02T10:05:00.000Z',
    created_at: '2026-11-01T08:00:00.000Z',
    documents: [
      {
        kind: 'passport',
        file_name: 'passport.pdf',
        object_path: PASSPORT_PATH,
        review_status: status === 'paid' ? 'pending' : 'accepted',
      },
      { kind: 'us_visa', file_name: 'visa-photo.png', object_path: VISA_PATH },
      {
        kind: 'school_letter',
        file_name: 'dso-letter.pdf',
        ...(status === 'changes_requested'
          ? { review_status: 'needs_attention' as const, review_note: 'The letter is not signed.' }
          : {}),
      },
      { kind: 'federal_tax_return', file_name: 'form-1040-nr.pdf' },
    ],
    events: history,
    status_note:
      status === 'changes_requested'
        ? 'Please upload the school letter again, signed by the school.'
        : status === 'rejected'
          ? 'The IRS could not match the name on the passport.'
          : null,
    filed_on: ['filed', 'itin_issued', 'rejected'].includes(status) ? '2026-11-05' : null,
    itin: status === 'itin_issued' ? '912-70-1234' : null,
    ...extra,
  };
}

const others: MemoryStaffSeed[] = [
  {
    status: 'paid',
    applicant: { name: 'Li Wei', email: 'li.wei@example.com' },
    updated_at: '2026-10-28T08:00:00.000Z',
  },
  {
    status: 'in_review',
    applicant: { name: 'Jonas Müller', email: 'jonas@example.de' },
    updated_at: '2026-11-06T08:00:00.000Z',
  },
  {
    status: 'submitted',
    applicant: { name: 'María García', email: 'maria.garcia@example.es' },
    updated_at: '2026-11-08T08:00:00.000Z',
  },
  {
    status: 'filed',
    applicant: { name: 'João Pereira', email: 'joao@example.pt' },
    updated_at: '2026-11-09T08:00:00.000Z',
  },
  {
    status: 'changes_requested',
    applicant: { name: 'Amara Okafor', email: 'amara@example.ng' },
    updated_at: '2026-11-10T08:00:00.000Z',
  },
  {
    status: 'itin_issued',
    applicant: { name: 'Kenji Sato', email: 'kenji@example.jp' },
    updated_at: '2026-11-11T08:00:00.000Z',
  },
  {
    status: 'draft',
    applicant: { name: '', email: 'new.applicant@example.com' },
    updated_at: '2026-11-12T08:00:00.000Z',
  },
];

/** A staff service holding Ana's application in `status` and seven others, one per status. */
export function sampleStaffService(status: Status = 'paid', options: MemoryStaffOptions = {}) {
  return createMemoryStaffService({
    today: '2026-11-26',
    files: { [PASSPORT_PATH]: samplePdf('Passport - Ana Souza'), [VISA_PATH]: samplePhoto() },
    ...options,
    applications: options.applications ?? [anaSeed(status), ...others],
  });
}

/** `count` applications in `paid`, for paging. */
export function manyApplications(count: number): MemoryStaffSeed[] {
  return Array.from({ length: count }, (_, i) => ({
    status: 'paid' as const,
    applicant: { name: `Applicant ${i + 1}`, email: `applicant${i + 1}@example.com` },
    updated_at: new Date(Date.UTC(2026, 9, 1, 8, i)).toISOString(),
  }));
}
