import type { W7Answers } from '../../../domain/index.ts';

export const TODAY = '2026-03-15';

/** A complete reason-b application (a nonresident filing a U.S. return) with a passport. */
export function completeAnswers(overrides: Partial<W7Answers> = {}): W7Answers {
  return {
    application_type: 'new',
    reasons: ['b'],
    name: { first: 'Ana', last: 'Souza' },
    mailing_address: { street: 'Rua das Flores 12', city: 'Lisbon', country: 'PT' },
    foreign_address: { street: 'Rua das Flores 12', city: 'Lisbon', country: 'PT' },
    birth: { date: '1990-04-02', country: 'BR' },
    sex: 'female',
    citizenship: ['BR'],
    id_document: {
      type: 'passport',
      issued_by: 'Brazil',
      number: 'FX123456',
      expires: '2030-01-01',
      never_entered: true,
    },
    previous_tin: { had: 'no' },
    signer: { who: 'applicant', phone: '+351 21 000 0000' },
    ...overrides,
  };
}

/** A child dependent of a U.S. citizen (reason d), born on `birthDate`. */
export function dependentAnswers(birthDate: string, overrides: Partial<W7Answers> = {}): W7Answers {
  return completeAnswers({
    reasons: ['d'],
    relationship: 'Son',
    sponsor: { name: 'Maria Souza', tin: '123-45-6789' },
    birth: { date: birthDate, country: 'BR' },
    id_document: {
      type: 'other',
      other_description: 'Birth certificate',
      issued_by: 'Brazil',
      number: 'B1',
      expires: '2099-01-01',
      entry_date: '2025-01-10',
    },
    signer: { who: 'parent', name: 'Maria Souza', phone: '+1 555 0100' },
    ...overrides,
  });
}
