import type { MessageCatalog } from '@backoffice/kernel';

/** The legal-pages screens' texts in Arabic (fetched when Arabic is chosen). */
export const ar: MessageCatalog = {
  'Legal Pages': 'الصفحات القانونية',
  'Legal pages': 'الصفحات القانونية',
  'Add legal page': 'إضافة صفحة قانونية',
  'Please enter the title': 'يُرجى إدخال العنوان',
  'Please enter a title': 'يُرجى إدخال عنوان',
  'Add this legal page?': 'إضافة هذه الصفحة القانونية؟',
  'The legal page could not be added. Please try again.': 'تعذّرت إضافة الصفحة القانونية. يُرجى المحاولة مرة أخرى.',
  'Add New Legal Page': 'إضافة صفحة قانونية',
  Title: 'العنوان',
  Content: 'المحتوى',
  'Write the page here, or later...': 'اكتب الصفحة هنا، أو لاحقًا…',
  'Failed to load the legal page. Please try again.': 'تعذّر تحميل الصفحة القانونية. يُرجى المحاولة مرة أخرى.',
  'Please write the content': 'يُرجى كتابة المحتوى',
  'All fields are required': 'جميع الحقول مطلوبة',
  'No changes made': 'لم تُجرَ أي تعديلات',
  "Save the changes to '{{title}}'?": 'حفظ التعديلات على "{{title}}"؟',
  'The legal page could not be saved. Please try again.': 'تعذّر حفظ الصفحة القانونية. يُرجى المحاولة مرة أخرى.',
  'This legal page no longer exists': 'هذه الصفحة القانونية لم تعد موجودة',
  'Back to legal pages': 'العودة إلى الصفحات القانونية',
  'Write the page here...': 'اكتب الصفحة هنا…',
  'Last Update': 'آخر تحديث',
  'Failed to load the legal pages. Please try again.': 'تعذّر تحميل الصفحات القانونية. يُرجى المحاولة مرة أخرى.',
  "The page '{{title}}' will be removed from the public site.": 'ستُزال الصفحة "{{title}}" من الموقع العام.',
  'Delete this legal page?': 'حذف هذه الصفحة القانونية؟',
  'The legal page could not be deleted. Please try again.': 'تعذّر حذف الصفحة القانونية. يُرجى المحاولة مرة أخرى.',
  'Search by title': 'البحث بالعنوان',
  "No legal pages yet. The site's terms, privacy and cookie policies are listed here.":
    'لا توجد صفحات قانونية بعد. تظهر هنا شروط الموقع وسياسات الخصوصية وملفات تعريف الارتباط.',
  'No legal page matches your search.': 'لا توجد صفحة قانونية تطابق بحثك.',
  // The noun of the list's 'Add New <noun>' button.
  'Legal Page': 'صفحة قانونية',
};
