import type { MessageCatalog } from '@backoffice/kernel';

/** The companies screens' texts in Arabic (fetched when Arabic is chosen). */
export const ar: MessageCatalog = {
  Companies: 'الشركات',
  'Add company': 'إضافة شركة',
  // The noun of the list's 'Add New <noun>' button.
  Company: 'شركة',
  'Company Name': 'اسم الشركة',
  '.SVG File': 'ملف ‎.SVG',
  'Date Created': 'تاريخ الإنشاء',
  '{{name}} logo': 'شعار {{name}}',
  'Failed to load the companies. Please try again.': 'تعذّر تحميل الشركات. يُرجى المحاولة مرة أخرى.',
  '{{name}} will be removed from the public site.': 'ستُزال {{name}} من الموقع العام.',
  'Delete this company?': 'حذف هذه الشركة؟',
  'The company could not be deleted. Please try again.': 'تعذّر حذف الشركة. يُرجى المحاولة مرة أخرى.',
  'There are already more than {{max}} companies: delete one to add another.':
    'يوجد بالفعل أكثر من {{max}} شركات: احذف واحدة لإضافة أخرى.',
  'Search by name': 'البحث بالاسم',
  'No companies yet.': 'لا توجد شركات بعد.',
  'No company matches your search.': 'لا توجد شركة تطابق بحثك.',
  'Failed to load the company': 'تعذّر تحميل الشركة',
  'Please enter the company name': 'يُرجى إدخال اسم الشركة',
  'Please enter the row (a whole number from 1)': 'يُرجى إدخال الترتيب (عدد صحيح من 1 فصاعدًا)',
  'Company saved': 'تم حفظ الشركة',
  'Company added': 'تمت إضافة الشركة',
  'Please upload the company logo (.SVG file)': 'يُرجى رفع شعار الشركة (ملف ‎.SVG)',
  'No changes made': 'لم يتم إجراء أي تغيير',
  'Save the changes to this company?': 'حفظ التغييرات على هذه الشركة؟',
  'This action will add a new company to the CMS.': 'سيضيف هذا الإجراء شركة جديدة إلى نظام إدارة المحتوى.',
  'The company could not be added.': 'تعذّرت إضافة الشركة.',
  'The company could not be saved. Please try again.': 'تعذّر حفظ الشركة. يُرجى المحاولة مرة أخرى.',
  'The company could not be added. Please try again.': 'تعذّرت إضافة الشركة. يُرجى المحاولة مرة أخرى.',
  'Edit Company': 'تعديل الشركة',
  'Add New Company': 'إضافة شركة جديدة',
  'Company not found': 'الشركة غير موجودة',
  'It may have been deleted.': 'ربما تم حذفها.',
  'Back to companies': 'العودة إلى الشركات',
  'Logo (.svg)': 'الشعار (‎.svg)',
  'Please upload a .SVG file': 'يُرجى رفع ملف ‎.SVG',
  'The logo must be 1 MB or smaller': 'يجب ألا يتجاوز حجم الشعار 1 ميغابايت',
  'Choose a new .svg to replace the logo. SVG only, up to 1 MB; scripts and external links are removed when it is stored.':
    'اختر ملف ‎.svg جديدًا لاستبدال الشعار. SVG فقط، حتى 1 ميغابايت؛ تُزال البرامج النصية والروابط الخارجية عند تخزينه.',
  'SVG only, up to 1 MB. Scripts and external links are removed when it is stored.':
    'SVG فقط، حتى 1 ميغابايت. تُزال البرامج النصية والروابط الخارجية عند تخزينه.',
};
