import type { MessageCatalog } from '@backoffice/kernel';

/** The SEO screens' texts in Arabic (fetched when Arabic is chosen). */
export const ar: MessageCatalog = {
  SEO: 'تحسين محركات البحث',
  'SEO pages': 'صفحات تحسين محركات البحث',
  'SEO entry': 'بيانات تحسين محركات البحث',
  // A column, a field, and the noun of the list's 'Add New <noun>' button.
  Page: 'صفحة',
  'Meta Tags': 'الوسوم الوصفية',
  'Meta Description': 'الوصف التعريفي',
  'Meta Keywords': 'الكلمات المفتاحية',
  'Failed to load pages. Please try again later.': 'تعذّر تحميل الصفحات. يُرجى المحاولة لاحقًا.',
  "The SEO data of '{{title}}' will be deleted; the page itself stays on the site.":
    'ستُحذف بيانات تحسين محركات البحث الخاصة بـ«{{title}}»؛ أما الصفحة نفسها فتبقى على الموقع.',
  'Delete this SEO entry?': 'حذف بيانات تحسين محركات البحث هذه؟',
  'The SEO entry could not be deleted. Please try again.':
    'تعذّر حذف بيانات تحسين محركات البحث. يُرجى المحاولة مرة أخرى.',
  'Search now': 'ابحث الآن',
  'No pages found': 'لم يتم العثور على صفحات',
  'Page added': 'تمت إضافة الصفحة',
  'Please enter the page name': 'يُرجى إدخال اسم الصفحة',
  'Add the SEO data for this page?': 'إضافة بيانات تحسين محركات البحث لهذه الصفحة؟',
  'Failed to add the page. Please try again.': 'تعذّرت إضافة الصفحة. يُرجى المحاولة مرة أخرى.',
  'Add New Page': 'إضافة صفحة جديدة',
  "The page's name on the site, e.g. Partners.": 'اسم الصفحة على الموقع، مثل: الشركاء.',
  'Separate tags with commas.': 'افصل بين الوسوم بفواصل.',
  'Separate keywords with commas.': 'افصل بين الكلمات المفتاحية بفواصل.',
  ' (will be cut)': ' (سيُقتطع)',
  'Search result preview': 'معاينة نتيجة البحث',
  // The address shown for a page without a title.
  page: 'page',
  'No meta description yet.': 'لا يوجد وصف تعريفي بعد.',
  Title: 'العنوان',
  Description: 'الوصف',
  'Failed to load page data': 'تعذّر تحميل بيانات الصفحة',
  'No changes made': 'لم يتم إجراء أي تغيير',
  'Are you sure you want to update the SEO data for this page?':
    'هل تريد بالتأكيد تحديث بيانات تحسين محركات البحث لهذه الصفحة؟',
  'Failed to update SEO data': 'تعذّر تحديث بيانات تحسين محركات البحث',
  'Page not found': 'الصفحة غير موجودة',
  'Back to SEO': 'العودة إلى تحسين محركات البحث',
};
