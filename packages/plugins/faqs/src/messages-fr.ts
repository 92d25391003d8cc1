import type { MessageCatalog } from '@backoffice/kernel';

/** The faqs screens' texts in French (fetched when French is chosen). */
export const fr: MessageCatalog = {
  FAQs: 'FAQ',
  'Failed to load the FAQs. Please try again.': 'Échec du chargement des FAQ. Veuillez réessayer.',
  'This FAQ will be removed from the public site.': 'Cette question sera retirée du site public.',
  'Delete this FAQ?': 'Supprimer cette question ?',
  'The FAQ could not be deleted. Please try again.': 'La question n’a pas pu être supprimée. Veuillez réessayer.',
  'Search now': 'Rechercher',
  'No FAQs yet.': 'Aucune question pour l’instant.',
  'No FAQ matches your search.': 'Aucune question ne correspond à votre recherche.',
  Question: 'Question',
  Answer: 'Réponse',
  'Failed to load the FAQ': 'Échec du chargement de la question',
  'Please enter the question': 'Veuillez saisir la question',
  'Please enter the answer': 'Veuillez saisir la réponse',
  'Please enter the row': 'Veuillez saisir le rang',
  'The row must be 1 or more': 'Le rang doit être supérieur ou égal à 1',
  'FAQ saved': 'Question enregistrée',
  'FAQ added': 'Question ajoutée',
  'Please fill all the fields': 'Veuillez remplir tous les champs',
  'No changes made': 'Aucune modification',
  'Woah! This FAQ has changed a lot!': 'Oh ! Cette question a beaucoup changé !',
  'The FAQ could not be saved. Please try again.': 'La question n’a pas pu être enregistrée. Veuillez réessayer.',
  'Edit FAQ': 'Modifier la question',
  'Add New FAQ': 'Ajouter une question',
  'FAQ not found': 'Question introuvable',
  'It may have been deleted.': 'Elle a peut-être été supprimée.',
  'Back to FAQs': 'Retour aux FAQ',
  // The noun of the list's 'Add New <noun>' button.
  FAQ: 'Question',
};
