import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHEET_TEXTS } from '../../packages/server/src/http/sheet-texts';
import { SHEET as ACTIVITY_SHEET } from '../../packages/server/src/modules/activity/routes';
import { EXPORTED_COLLECTIONS } from '../../packages/server/src/modules/collected-data/export-collections';
import { sheetOf } from '../../packages/server/src/modules/collected-data/exports';
import { serverForFile } from './support/server-for-file';

/**
 * Issue 38 (docs/languages.md "Export files"): an export's sheet and column names follow the language of the
 * admin who asks for it (their account's; without one, the request's Accept-Language; else English, the spec's
 * names exactly), in direct downloads and in background exports (xlsx, csv, the candidates' zip); dates stay
 * machine-readable.
 */
const file = serverForFile(['superAdmin', 'admin', 'editor']);
let french: string;
let arabic: string;
let english: string;
/** An admin who never chose (the browser's language). */
let unset: string;

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie: string,
  payload?: object,
  headers: Record<string, string> = {},
) => file.server.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) });

async function chooseLanguage(cookie: string, language: 'en' | 'fr' | 'ar') {
  const answer = await inject('PUT', '/api/admin/preferences', cookie, { language, updatedAt: null });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function headerRow(xlsx: Buffer | Uint8Array): Promise<{ sheet: string; headers: unknown[]; row: unknown[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as never);
  const sheet = workbook.worksheets[0];
  const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
  return { sheet: sheet.name, headers: values(1), row: values(2) };
}

function csvLines(body: Buffer): string[] {
  const text = body.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text.slice(1).split('\n').filter(Boolean);
}

async function backgroundExport(cookie: string, body: object, headers: Record<string, string> = {}): Promise<Buffer> {
  const started = await inject('POST', '/api/exports', cookie, body, headers);
  expect(started.statusCode, started.body).toBe(202);
  const id = started.json().data.id as string;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = (await inject('GET', `/api/exports/${id}`, cookie)).json().data as {
      state: string;
      file: string | null;
      error: string;
    };
    if (status.state === 'failed') throw new Error(status.error);
    if (status.state === 'done') {
      const download = await inject('GET', status.file!, cookie);
      expect(download.statusCode).toBe(200);
      return download.rawPayload;
    }
    if (Date.now() > deadline) throw new Error(`export ${id} still ${status.state}`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
}

const LEADS_EN = [
  'First Name',
  'Last Name',
  'Company Name',
  'Email',
  'Phone Number',
  'Orders per Day',
  'Countries Interested',
  'Received',
];
const LEADS_FR = [
  'Prénom',
  'Nom',
  'Nom de l’entreprise',
  'E-mail',
  'Numéro de téléphone',
  'Commandes par jour',
  'Pays visés',
  'Reçu le',
];
const LEADS_AR = [
  'الاسم الأول',
  'اسم العائلة',
  'اسم الشركة',
  'البريد الإلكتروني',
  'رقم الهاتف',
  'الطلبات في اليوم',
  'البلدان المهتم بها',
  'تاريخ الاستلام',
];
const CANDIDATES_FR = [
  'Poste',
  'Prénom',
  'Nom',
  'E-mail',
  'Numéro de téléphone',
  'LinkedIn',
  'Lettre de motivation',
  'Reçu le',
];
const CANDIDATES_AR = [
  'الوظيفة',
  'الاسم الأول',
  'اسم العائلة',
  'البريد الإلكتروني',
  'رقم الهاتف',
  'LinkedIn',
  'خطاب التقديم',
  'تاريخ الاستلام',
];
const ARRIVED = new Date(Date.UTC(2030, 4, 6, 7, 8, 9));

beforeAll(async () => {
  french = file.cookies.superAdmin;
  arabic = file.cookies.admin;
  english = await file.server.signIn('admin');
  unset = await file.server.signIn('admin');
  await chooseLanguage(french, 'fr');
  await chooseLanguage(arabic, 'ar');
  await chooseLanguage(english, 'en');
  await file.server.db
    .insertInto('leads')
    .values({
      first_name: 'Amina',
      last_name: 'Haddad',
      company_name: 'Souk',
      email: 'amina@example.com',
      phone_number: '+212 600',
      num_of_orders: '12',
      countries_interested: 'Morocco',
      created_at: ARRIVED,
      updated_at: new Date(),
    })
    .execute();
  await file.server.db
    .insertInto('newsletter_subscribers')
    .values({ email: 'news@example.com', created_at: ARRIVED })
    .execute();
  await file.server.db
    .insertInto('job_candidates')
    .values({
      job: 'Translator',
      f_name: 'Rim',
      l_name: 'Nasser',
      email: 'rim@example.com',
      phone: '+1 555',
      resume_key: '',
      resume_name: '',
      portfolio_key: '',
      portfolio_name: '',
      cover_letter: 'Hello',
      created_at: ARRIVED,
      updated_at: new Date(),
    })
    .execute();
});

describe('the names an export file shows', () => {
  it('are complete in French and Arabic for every sheet the server writes, and English stays the spec’s', () => {
    const sheets = [...Object.values(EXPORTED_COLLECTIONS).map((collection) => sheetOf(collection)), ACTIVITY_SHEET];
    const names = new Set(sheets.flatMap((sheet) => [sheet.sheet, ...sheet.columns.map((column) => column.header)]));
    for (const language of ['fr', 'ar'] as const) {
      const missing = [...names].filter((name) => !SHEET_TEXTS[language][name]?.trim());
      expect(missing, `no ${language} name for`).toEqual([]);
      // Nothing left over that no sheet uses (a renamed column would otherwise keep its old translation silently).
      expect(Object.keys(SHEET_TEXTS[language]).filter((name) => !names.has(name))).toEqual([]);
      // A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ].
      for (const sheet of sheets)
        expect(/^[^:\\/?*[\]]{1,31}$/.test(SHEET_TEXTS[language][sheet.sheet]), sheet.sheet).toBe(true);
    }
    expect(sheetOf(EXPORTED_COLLECTIONS.leads).columns.map((column) => column.header)).toEqual(LEADS_EN);
    expect(sheetOf(EXPORTED_COLLECTIONS.leads, 'fr').columns.map((column) => column.header)).toEqual(LEADS_FR);
    expect(sheetOf(EXPORTED_COLLECTIONS.leads, 'ar').columns.map((column) => column.header)).toEqual(LEADS_AR);
  });
});

describe('direct downloads (the spec’s routes)', () => {
  it('name the .xlsx columns in the admin’s stored language: French, Arabic, English unchanged', async () => {
    const expected = {
      [french]: { sheet: 'Contacts prospects', headers: LEADS_FR },
      [arabic]: { sheet: 'جهات اتصال العملاء المحتملين', headers: LEADS_AR },
      [english]: { sheet: 'Leads Contact', headers: LEADS_EN },
    };
    for (const [cookie, { sheet, headers }] of Object.entries(expected)) {
      const answer = await inject('POST', '/api/download/leads/Contact', cookie, { all: true, q: 'amina' });
      expect(answer.statusCode, answer.body).toBe(200);
      const read = await headerRow(answer.rawPayload);
      expect(read.sheet).toBe(sheet);
      expect(read.headers).toEqual(headers);
      // The values and the date cell are the same in every language.
      expect(read.row.slice(0, 7)).toEqual([
        'Amina',
        'Haddad',
        'Souk',
        'amina@example.com',
        '+212 600',
        '12',
        'Morocco',
      ]);
      expect((read.row[7] as Date).toISOString()).toBe(ARRIVED.toISOString());
    }
    const newsletter = await headerRow(
      (await inject('POST', '/api/downloadNewsletter', arabic, { all: true })).rawPayload,
    );
    expect([newsletter.sheet, newsletter.headers]).toEqual([
      'النشرة الإخبارية',
      ['البريد الإلكتروني', 'تاريخ الاشتراك'],
    ]);
    const contactSales = await headerRow(
      (await inject('POST', '/api/download/contactsale', french, { all: true })).rawPayload,
    );
    expect([contactSales.sheet, contactSales.headers]).toEqual([
      'Contact commercial',
      [
        'Nom complet',
        'Nom de l’entreprise',
        'E-mail de l’entreprise',
        'Pays',
        'Numéro de mobile',
        'Nombre de commandes',
        'Pays visé',
        'Reçu le',
      ],
    ]);
  });

  it('name the candidates’ zip index in the admin’s language', async () => {
    const zip = await inject('POST', '/api/getJobCandidateList', arabic, { all: true, q: 'Translator' });
    expect(zip.statusCode).toBe(200);
    expect((await headerRow(unzipSync(new Uint8Array(zip.rawPayload))['index.xlsx'])).headers).toEqual(CANDIDATES_AR);
    const id = (
      await file.server.db
        .selectFrom('job_candidates')
        .select('id')
        .where('job', '=', 'Translator')
        .executeTakeFirstOrThrow()
    ).id;
    const one = await inject('GET', `/api/downloadJobCandidate/${id}`, french);
    expect(one.statusCode).toBe(200);
    expect((await headerRow(unzipSync(new Uint8Array(one.rawPayload))['index.xlsx'])).headers).toEqual(CANDIDATES_FR);
  });

  it('without a stored language follow Accept-Language, and a stored one wins over it', async () => {
    const leads = async (cookie: string, acceptLanguage?: string) =>
      (
        await headerRow(
          (
            await inject(
              'POST',
              '/api/download/leads/Contact',
              cookie,
              { all: true, q: 'amina' },
              acceptLanguage ? { 'accept-language': acceptLanguage } : {},
            )
          ).rawPayload,
        )
      ).headers;
    expect(await leads(unset)).toEqual(LEADS_EN);
    expect(await leads(unset, 'fr-CA,fr;q=0.9,en;q=0.8')).toEqual(LEADS_FR);
    expect(await leads(unset, 'de-DE, ar;q=0.5')).toEqual(LEADS_AR);
    expect(await leads(unset, 'de-DE, es;q=0.5')).toEqual(LEADS_EN);
    expect(await leads(unset, ';;;,q=x')).toEqual(LEADS_EN);
    expect(await leads(english, 'fr')).toEqual(LEADS_EN);
    expect(await leads(arabic, 'fr')).toEqual(LEADS_AR);
  });
});

describe('background exports (POST /api/exports)', () => {
  it('write the .csv header in the language of the admin who started it, dates still ISO', async () => {
    const expected = { [french]: LEADS_FR, [arabic]: LEADS_AR, [english]: LEADS_EN };
    for (const [cookie, headers] of Object.entries(expected)) {
      const lines = csvLines(
        await backgroundExport(cookie, { collection: 'leads', format: 'csv', all: true, q: 'amina' }),
      );
      expect(lines[0]).toBe(headers.map((header) => `"${header}"`).join(','));
      expect(lines[1]).toBe(
        '"Amina","Haddad","Souk","amina@example.com","+212 600","12","Morocco","2030-05-06 07:08:09"',
      );
    }
  });

  it('write the .xlsx and the candidates’ .zip in the admin’s language', async () => {
    const xlsx = await headerRow(
      await backgroundExport(french, { collection: 'newsletter', format: 'xlsx', all: true }),
    );
    expect([xlsx.sheet, xlsx.headers]).toEqual(['Newsletter', ['E-mail', 'Inscrit le']]);
    const english = await headerRow(await backgroundExport(unset, { collection: 'newsletter', all: true }));
    expect([english.sheet, english.headers]).toEqual(['Newsletter', ['Email', 'Subscribed']]);
    const zip = unzipSync(
      new Uint8Array(
        await backgroundExport(arabic, { collection: 'job-candidates', format: 'zip', all: true, q: 'Translator' }),
      ),
    );
    const index = await headerRow(zip['index.xlsx']);
    expect([index.sheet, index.headers]).toEqual(['المرشحون للوظائف', CANDIDATES_AR]);
  });

  it('keep the language decided when started: a later change of the admin’s language does not rename a queued file', async () => {
    const cookie = await file.server.signIn('admin');
    await chooseLanguage(cookie, 'ar');
    const started = await inject('POST', '/api/exports', cookie, {
      collection: 'newsletter',
      format: 'csv',
      all: true,
    });
    expect(started.statusCode).toBe(202);
    const job = { id: started.json().data.id as string };
    const versions = (await inject('GET', '/api/admin/preferences', cookie)).json().data.updatedAt as string;
    await inject('PUT', '/api/admin/preferences', cookie, { language: 'fr', updatedAt: versions });
    const deadline = Date.now() + 30_000;
    let status: { state: string; file: string | null };
    do {
      status = (await inject('GET', `/api/exports/${job.id}`, cookie)).json().data;
      if (Date.now() > deadline) throw new Error('export not finished');
      await new Promise((wait) => setTimeout(wait, 20));
    } while (status.state !== 'done' && status.state !== 'failed');
    expect(status.state).toBe('done');
    expect(csvLines((await inject('GET', status.file!, cookie)).rawPayload)[0]).toBe(
      '"البريد الإلكتروني","تاريخ الاشتراك"',
    );
  });
});

describe('the activity log’s export', () => {
  it('names its columns in the admin’s language', async () => {
    const read = async (cookie: string) =>
      headerRow((await inject('POST', '/api/activity/export', cookie, {})).rawPayload);
    const frenchSheet = await read(french);
    expect(frenchSheet.sheet).toBe('Activité');
    expect(frenchSheet.headers).toEqual([
      'Quand',
      'Qui',
      'Rôle',
      'Adresse',
      'Action',
      'Groupe d’écrans',
      'Enregistrement',
      'Identifiant de l’enregistrement',
      'Modifications',
    ]);
    // An admin (not a super admin) sees no addresses: the column is left out in every language.
    const arabicSheet = await read(arabic);
    expect(arabicSheet.headers).toEqual([
      'الوقت',
      'المستخدم',
      'الدور',
      'الإجراء',
      'مجموعة الشاشات',
      'السجل',
      'معرّف السجل',
      'التغييرات',
    ]);
    expect((await read(english)).headers).toEqual([
      'When',
      'Who',
      'Role',
      'Action',
      'Screen group',
      'Record',
      'Record id',
      'Changes',
    ]);
  });
});
