import type { MessageCatalog } from '@backoffice/kernel';

/** The legal-pages screens' texts in French (fetched when French is chosen). */
export const fr: MessageCatalog = {
  'Legal Pages': 'Pages légales',
  'Legal pages': 'Pages légales',
  'Add legal page': 'Ajouter une page légale',
  'Please enter the title': 'Veuillez saisir le titre',
  'Please enter a title': 'Veuillez saisir un titre',
  'Add this legal page?': 'Ajouter cette page légale ?',
  'The legal page could not be added. Please try again.': 'La page légale n’a pas pu être ajoutée. Veuillez réessayer.',
  'Add New Legal Page': 'Ajouter une page légale',
  Title: 'Titre',
  Content: 'Contenu',
  'Write the page here, or later...': 'Rédigez la page ici, ou plus tard…',
  'Failed to load the legal page. Please try again.': 'Échec du chargement de la page légale. Veuillez réessayer.',
  'Please write the content': 'Veuillez rédiger le contenu',
  'All fields are required': 'Tous les champs sont obligatoires',
  'No changes made': 'Aucune modification',
  "Save the changes to '{{title}}'?": 'Enregistrer les modifications de « {{title}} » ?',
  'The legal page could not be saved. Please try again.':
    'La page légale n’a pas pu être enregistrée. Veuillez réessayer.',
  'This legal page no longer exists': 'Cette page légale n’existe plus',
  'Back to legal pages': 'Retour aux pages légales',
  'Write the page here...': 'Rédigez la page ici…',
  'Last Update': 'Dernière mise à jour',
  'Failed to load the legal pages. Please try again.': 'Échec du chargement des pages légales. Veuillez réessayer.',
  "The page '{{title}}' will be removed from the public site.": 'La page « {{title}} » sera retirée du site public.',
  'Delete this legal page?': 'Supprimer cette page légale ?',
  'The legal page could not be deleted. Please try again.':
    'La page légale n’a pas pu être supprimée. Veuillez réessayer.',
  'Search by title': 'Rechercher par titre',
  "No legal pages yet. The site's terms, privacy and cookie policies are listed here.":
    'Aucune page légale pour l’instant. Les conditions, la politique de confidentialité et la politique relative aux cookies du site sont listées ici.',
  'No legal page matches your search.': 'Aucune page légale ne correspond à votre recherche.',
  // The noun of the list's 'Add New <noun>' button.
  'Legal Page': 'Page légale',
};
