import type { AdminLanguageCode } from '@backoffice/contracts';
import type { SheetSpec } from './xlsx-stream';

type Translated = Exclude<AdminLanguageCode, 'en'>;

/**
 * The names an export file shows (its sheet and its column headers) in the admin languages other than English,
 * keyed by the English name (the specification's, kept exactly). The words are the ones the screens use for the
 * same columns (the collected-data and activity plugins' catalogs). tests/server/export-languages.test.ts checks
 * every sheet the server writes has each of its names here.
 */
export const SHEET_TEXTS: Record<Translated, Record<string, string>> = {
  fr: {
    // Collected data: sheets, then columns.
    Newsletter: 'Newsletter',
    'Leads Contact': 'Contacts prospects',
    'Contact Sales': 'Contact commercial',
    'Job Candidates': 'Candidats',
    Email: 'E-mail',
    Subscribed: 'Inscrit le',
    Received: 'Reçu le',
    'First Name': 'Prénom',
    'Last Name': 'Nom',
    'Company Name': 'Nom de l’entreprise',
    'Phone Number': 'Numéro de téléphone',
    'Orders per Day': 'Commandes par jour',
    'Countries Interested': 'Pays visés',
    'Full Name': 'Nom complet',
    'Company Email': 'E-mail de l’entreprise',
    Country: 'Pays',
    'Mobile Number': 'Numéro de mobile',
    'Number of Orders': 'Nombre de commandes',
    'Country Interested': 'Pays visé',
    'Job Detail': 'Poste',
    LinkedIn: 'LinkedIn',
    'Cover Letter': 'Lettre de motivation',
    // The activity log.
    Activity: 'Activité',
    When: 'Quand',
    Who: 'Qui',
    Role: 'Rôle',
    Address: 'Adresse',
    Action: 'Action',
    'Screen group': 'Groupe d’écrans',
    Record: 'Enregistrement',
    'Record id': 'Identifiant de l’enregistrement',
    Changes: 'Modifications',
  },
  ar: {
    Newsletter: 'النشرة الإخبارية',
    'Leads Contact': 'جهات اتصال العملاء المحتملين',
    'Contact Sales': 'التواصل مع المبيعات',
    'Job Candidates': 'المرشحون للوظائف',
    Email: 'البريد الإلكتروني',
    Subscribed: 'تاريخ الاشتراك',
    Received: 'تاريخ الاستلام',
    'First Name': 'الاسم الأول',
    'Last Name': 'اسم العائلة',
    'Company Name': 'اسم الشركة',
    'Phone Number': 'رقم الهاتف',
    'Orders per Day': 'الطلبات في اليوم',
    'Countries Interested': 'البلدان المهتم بها',
    'Full Name': 'الاسم الكامل',
    'Company Email': 'بريد الشركة الإلكتروني',
    Country: 'البلد',
    'Mobile Number': 'رقم الجوال',
    'Number of Orders': 'عدد الطلبات',
    'Country Interested': 'البلد المهتم به',
    'Job Detail': 'الوظيفة',
    LinkedIn: 'LinkedIn',
    'Cover Letter': 'خطاب التقديم',
    Activity: 'النشاط',
    When: 'الوقت',
    Who: 'المستخدم',
    Role: 'الدور',
    Address: 'العنوان',
    Action: 'الإجراء',
    'Screen group': 'مجموعة الشاشات',
    Record: 'السجل',
    'Record id': 'معرّف السجل',
    Changes: 'التغييرات',
  },
};

/** An English sheet or column name in `language` (English, and a name without a translation, stay as they are). */
export function sheetText(text: string, language: AdminLanguageCode): string {
  if (language === 'en') return text;
  return Object.hasOwn(SHEET_TEXTS[language], text) ? SHEET_TEXTS[language][text] : text;
}

/** A sheet with its name and column headers in `language`; keys, widths and dates are unchanged. */
export function sheetIn(spec: SheetSpec, language: AdminLanguageCode): SheetSpec {
  if (language === 'en') return spec;
  return {
    ...spec,
    sheet: sheetText(spec.sheet, language),
    columns: spec.columns.map((column) => ({ ...column, header: sheetText(column.header, language) })),
  };
}
