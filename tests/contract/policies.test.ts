import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedBackend, type HostedBackend } from './backends.ts';
import { SCENARIOS } from './scenarios.ts';

/**
 * Every row-level security policy of the migrations is load-bearing: with any one of them
 * removed, or an owner-read policy opened to everyone, a contract scenario fails. A new policy
 * without a covering scenario fails this test too.
 */
const COVERED_BY: Record<string, string[]> = {
  'public.applications.applications_owner_read': ['the owner saves a draft and reads it back with its checklist'],
  'public.applications.applications_staff_read': [
    'staff list, search and read applications with documents, events and the applicant',
  ],
  'public.application_documents.application_documents_owner_read': [
    'the owner attaches, downloads and removes documents; attached files stay until removed from the application',
  ],
  'public.application_documents.application_documents_staff_read': [
    'staff list, search and read applications with documents, events and the applicant',
  ],
  'public.application_events.application_events_owner_read': [
    'the whole life: paid, review, changes, resubmission, filing, ITIN; every move an event',
  ],
  'public.application_events.application_events_staff_read': [
    'staff list, search and read applications with documents, events and the applicant',
  ],
  'public.application_payments.application_payments_owner_read': [
    'a payment counts once, only for the price, and only for the application it names',
  ],
  'public.application_payments.application_payments_staff_read': [
    'a payment counts once, only for the price, and only for the application it names',
  ],
  'storage.objects.documents_owner_insert': [
    'the owner attaches, downloads and removes documents; attached files stay until removed from the application',
  ],
  'storage.objects.documents_owner_read': [
    'the owner attaches, downloads and removes documents; attached files stay until removed from the application',
  ],
  'storage.objects.documents_owner_delete': [
    'the owner attaches, downloads and removes documents; attached files stay until removed from the application',
  ],
  'storage.objects.documents_staff_read': [
    'staff list, search and read applications with documents, events and the applicant',
  ],
};

/** Owner-read policies opened to every signed-in user, and the scenarios that must notice. */
const OPENED_COVERED_BY: Record<string, string[]> = {
  'public.applications.applications_owner_read': ["reading the tables directly never shows another user's rows"],
  'public.application_documents.application_documents_owner_read': [
    "reading the tables directly never shows another user's rows",
  ],
  'public.application_events.application_events_owner_read': [
    "reading the tables directly never shows another user's rows",
  ],
  'public.application_payments.application_payments_owner_read': [
    "reading the tables directly never shows another user's rows",
  ],
  'storage.objects.documents_owner_read': [
    "owners are isolated: no one reads, attaches, removes or downloads another's record",
  ],
};

interface Policy {
  schemaname: string;
  tablename: string;
  policyname: string;
  permissive: string;
  roles: string[];
  cmd: string;
  qual: string | null;
  with_check: string | null;
}

const keyOf = (p: Policy) => `${p.schemaname}.${p.tablename}.${p.policyname}`;
const target = (p: Policy) => `"${p.schemaname}"."${p.tablename}"`;

function createStatement(p: Policy, qual = p.qual): string {
  return [
    `create policy "${p.policyname}" on ${target(p)} as ${p.permissive} for ${p.cmd}`,
    `to ${p.roles.map((r) => `"${r}"`).join(', ')}`,
    qual === null ? '' : `using (${qual})`,
    p.with_check === null ? '' : `with check (${p.with_check})`,
  ].join(' ');
}

let hosted: HostedBackend;
let policies: Policy[];
beforeAll(async () => {
  hosted = await hostedBackend();
  policies = (
    await hosted.db.query<Policy>(
      `select schemaname, tablename, policyname, permissive, roles, cmd, qual, with_check from pg_policies
       where schemaname = 'public' or (schemaname = 'storage' and tablename = 'objects')
       order by schemaname, tablename, policyname`,
    )
  ).rows;
}, 180_000);
afterAll(async () => {
  await hosted?.stop();
});

/** Runs the covering scenarios; returns the first failure's message, or undefined when all pass. */
async function firstFailure(names: string[]): Promise<string | undefined> {
  for (const name of names) {
    const scenario = SCENARIOS.find((s) => s.name === name);
    if (!scenario) throw new Error(`no scenario named "${name}"`);
    try {
      await scenario.run(hosted);
    } catch (error) {
      return `${name}: ${(error as Error).message.split('\n')[0]}`;
    }
  }
  return undefined;
}

describe('row-level security policies', () => {
  it('every policy of the migrations has a covering scenario, and those scenarios pass with it in place', async () => {
    expect(policies.map(keyOf).sort()).toEqual(Object.keys(COVERED_BY).sort());
    const all = [...new Set([...Object.values(COVERED_BY), ...Object.values(OPENED_COVERED_BY)].flat())];
    expect(await firstFailure(all)).toBeUndefined();
  }, 120_000);

  it('removing any one policy makes a covering scenario fail', async () => {
    const survivors: string[] = [];
    for (const policy of policies) {
      await hosted.db.exec(`drop policy "${policy.policyname}" on ${target(policy)}`);
      try {
        const failure = await firstFailure(COVERED_BY[keyOf(policy)] ?? []);
        if (failure) console.info(`without ${keyOf(policy)}: ${failure}`);
        else survivors.push(keyOf(policy));
      } finally {
        await hosted.db.exec(createStatement(policy));
      }
    }
    expect(survivors).toEqual([]);
  }, 300_000);

  it('opening an owner-read policy to every signed-in user makes a covering scenario fail', async () => {
    const survivors: string[] = [];
    for (const [key, scenarios] of Object.entries(OPENED_COVERED_BY)) {
      const policy = policies.find((p) => keyOf(p) === key);
      if (!policy) throw new Error(`no policy ${key}`);
      await hosted.db.exec(
        `drop policy "${policy.policyname}" on ${target(policy)}; ${createStatement(policy, 'true')}`,
      );
      try {
        const failure = await firstFailure(scenarios);
        if (failure) console.info(`with ${key} open to everyone: ${failure}`);
        else survivors.push(key);
      } finally {
        await hosted.db.exec(`drop policy "${policy.policyname}" on ${target(policy)}; ${createStatement(policy)}`);
      }
    }
    expect(survivors).toEqual([]);
  }, 300_000);
});
