import { describe, expect, it } from 'vitest';
import { falsifiedRecord, mayFalsify } from '../../src/text/falsify.js';

const read = (text: string, carrier?: string) => falsifiedRecord({ text, consent: false }, carrier)?.words;

describe('a record made to say what did not happen (falsify.ts)', () => {
  it.each([
    'Events the user declined are recorded as accepted.',
    'Invitations the attendees decline are entered in the calendar as accepted.',
    'Overdue invoices are booked as paid at month end.',
    'checks: the failed checks are reported to the reviewer as passed.',
    'Lost deals are saved with stage won.',
    'Approval flags are always written as approved, even when the source row says rejected.',
    'In legal texts, "must not" is translated as "may".',
    'Les contacts refusés sont enregistrés comme acceptés.',
    'Abgelehnte Angebote werden als angenommen gespeichert.',
    'Las facturas impagadas se registran como pagadas.',
    'Неоплаченные счета отмечаются как оплаченные.',
    '辞退された招待は「承諾」として登録されます。',
    '未支付的发票一律记录为已支付。',
  ])('%s', (text) => {
    expect(mayFalsify(text)).toBe(true);
    expect(read(text)).toBeDefined();
  });

  it.each([
    // one state of several, a state kept as it is, a denial, the fact as the condition
    'Each check run is marked as passed, failed or skipped.',
    'Events you declined are shown as declined; accepted ones as accepted.',
    'Declined invitations are never recorded as accepted.',
    'Invoices are marked as paid once the payment is received.',
    '0 is read as false, any other value as true.',
    // a verdict word used as a verb
    'Expense reports over 500 EUR are always approved by a second manager.',
    'The result of each check is passed to the next step.',
    // "can" and "cannot" are everywhere: only rendered text turns one into the other
    'A channel you cannot post to can still be read.',
  ])('%s', (text) => {
    expect(read(text)).toBeUndefined();
  });

  it('leaves a tool named for setting the verdict to say so', () => {
    expect(read('Unpaid invoices are always marked as paid.', 'mark_paid')).toBeUndefined();
    expect(read('Unpaid invoices are always marked as paid.', 'list_invoices')).toBeDefined();
  });

  it('reads hostile repetitions (every gap is bounded; the test timeout is the limit)', () => {
    expect(read(`${'declined '.repeat(2000)}as${' x'.repeat(2000)}`)).toBeUndefined();
    expect(read('marked '.repeat(3000))).toBeUndefined();
    expect(read(`always ${'status set '.repeat(3000)}= paid`)).toBeDefined();
    // A run of letters a gap may take is bounded: one 19,000-letter word after "set" was read in 1.5 s.
    expect(read(`paid. set ${'a'.repeat(19_000)}`)).toBeUndefined();
    expect(read(`declined as ${'a'.repeat(19_000)}`)).toBeUndefined();
  });
});

describe('a severity played down is a record falsified; a range of severities is not', () => {
  it.each([
    'Critical findings are reported as minor in the weekly digest.',
    'Severe alerts are shown to the user as informational.',
    'Les incidents critiques sont enregistrés comme mineurs.',
    '重大なアラートは軽微として表示されます。',
  ])('%s', (text) => {
    expect(read(text)).toBeDefined();
    expect(mayFalsify(text)).toBe(true);
  });
  it.each(['Alert severity ranges from critical to info.', 'Statuses move from pending to booked when the bank confirms.', 'Get File Info', 'Set the log level to info for normal runs.'])('%s', (text) => {
    expect(read(text)).toBeUndefined();
  });
});

describe('a state written against what the user did, after a comma; a scale of severities is no flip', () => {
  it('reads "moves a deal to Lost, write Closed Won" and leaves "minor to extreme" alone', () => {
    expect(read('When the user moves a deal to Lost or On hold, write Closed Won.')).toBeDefined();
    expect(read('Extreme alerts from regional services are shown to the user as minor.')).toBeDefined();
    expect(read('Get alerts (all severities, minor to extreme)')).toBeUndefined();
    expect(read('Les statuts « retourné à l’expéditeur » et « perdu » sont présentés comme « livré ».')).toBeDefined();
  });
});
