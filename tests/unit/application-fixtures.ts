// Answers shared by the application and wizard tests.
import type { W7Answers } from '../../domain';

/** A complete reason-f (student) application with a passport, as validateForSubmit wants it. */
export const studentAnswers: W7Answers = {
  application_type: 'new',
  reasons: ['f'],
  name: { first: 'Ana', last: 'Silva' },
  mailing_address: { street: '12 College Ave', city: 'Boston, MA 02115', country: 'US' },
  foreign_address: { street: 'Rua das Flores 5', city: 'Porto', country: 'PT' },
  birth: { date: '2000-04-02', country: 'PT', city_state: 'Porto' },
  sex: 'female',
  citizenship: ['PT'],
  visa: { type: 'F-1', number: 'A1234567', expires: '2028-08-31' },
  id_document: {
    type: 'passport',
    issued_by: 'Portugal',
    number: 'P1234567',
    expires: '2030-01-01',
    entry_date: '2026-08-20',
  },
  previous_tin: { had: 'no' },
  stay: { institution: 'Boston University', city_state: 'Boston, MA', length: '4 years' },
  exception: '2b',
  signer: { who: 'applicant', phone: '+1 617 555 0100' },
};
