import type { MessageCatalog } from '@backoffice/kernel';

/** The faqs screens' texts in Arabic (fetched when Arabic is chosen). */
export const ar: MessageCatalog = {
  FAQs: 'الأسئلة الشائعة',
  'Failed to load the FAQs. Please try again.': 'تعذّر تحميل الأسئلة الشائعة. يُرجى المحاولة مرة أخرى.',
  'This FAQ will be removed from the public site.': 'سيُزال هذا السؤال من الموقع العام.',
  'Delete this FAQ?': 'حذف هذا السؤال؟',
  'The FAQ could not be deleted. Please try again.': 'تعذّر حذف السؤال. يُرجى المحاولة مرة أخرى.',
  'Search now': 'ابحث الآن',
  'No FAQs yet.': 'لا توجد أسئلة شائعة بعد.',
  'No FAQ matches your search.': 'لا يوجد سؤال يطابق بحثك.',
  Question: 'السؤال',
  Answer: 'الإجابة',
  'Failed to load the FAQ': 'تعذّر تحميل السؤال',
  'Please enter the question': 'يُرجى إدخال السؤال',
  'Please enter the answer': 'يُرجى إدخال الإجابة',
  'Please enter the row': 'يُرجى إدخال الترتيب',
  'The row must be 1 or more': 'يجب أن يكون الترتيب 1 أو أكثر',
  'FAQ saved': 'تم حفظ السؤال',
  'FAQ added': 'تمت إضافة السؤال',
  'Please fill all the fields': 'يُرجى ملء جميع الحقول',
  'No changes made': 'لم تُجرَ أي تعديلات',
  'Woah! This FAQ has changed a lot!': 'يا للعجب! لقد تغيّر هذا السؤال كثيرًا!',
  'The FAQ could not be saved. Please try again.': 'تعذّر حفظ السؤال. يُرجى المحاولة مرة أخرى.',
  'Edit FAQ': 'تعديل السؤال',
  'Add New FAQ': 'إضافة سؤال جديد',
  'FAQ not found': 'السؤال غير موجود',
  'It may have been deleted.': 'ربما حُذف.',
  'Back to FAQs': 'العودة إلى الأسئلة الشائعة',
  // The noun of the list's 'Add New <noun>' button.
  FAQ: 'سؤال',
};
