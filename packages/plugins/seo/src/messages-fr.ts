import type { MessageCatalog } from '@backoffice/kernel';

/** The SEO screens' texts in French (fetched when French is chosen). */
export const fr: MessageCatalog = {
  SEO: 'SEO',
  'SEO pages': 'Pages SEO',
  'SEO entry': 'Fiche SEO',
  // A column, a field, and the noun of the list's 'Add New <noun>' button.
  Page: 'Page',
  'Meta Tags': 'Balises méta',
  'Meta Description': 'Méta-description',
  'Meta Keywords': 'Mots-clés méta',
  'Failed to load pages. Please try again later.': 'Échec du chargement des pages. Veuillez réessayer plus tard.',
  "The SEO data of '{{title}}' will be deleted; the page itself stays on the site.":
    'Les données SEO de « {{title}} » seront supprimées ; la page elle-même reste sur le site.',
  'Delete this SEO entry?': 'Supprimer cette fiche SEO ?',
  'The SEO entry could not be deleted. Please try again.':
    'La fiche SEO n’a pas pu être supprimée. Veuillez réessayer.',
  'Search now': 'Rechercher',
  'No pages found': 'Aucune page trouvée',
  'Page added': 'Page ajoutée',
  'Please enter the page name': 'Veuillez saisir le nom de la page',
  'Add the SEO data for this page?': 'Ajouter les données SEO de cette page ?',
  'Failed to add the page. Please try again.': 'Échec de l’ajout de la page. Veuillez réessayer.',
  'Add New Page': 'Ajouter une page',
  "The page's name on the site, e.g. Partners.": 'Le nom de la page sur le site, par exemple Partenaires.',
  'Separate tags with commas.': 'Séparez les balises par des virgules.',
  'Separate keywords with commas.': 'Séparez les mots-clés par des virgules.',
  ' (will be cut)': ' (sera tronqué)',
  'Search result preview': 'Aperçu dans les résultats de recherche',
  // The address shown for a page without a title.
  page: 'page',
  'No meta description yet.': 'Pas encore de méta-description.',
  Title: 'Titre',
  Description: 'Description',
  'Failed to load page data': 'Échec du chargement des données de la page',
  'No changes made': 'Aucune modification',
  'Are you sure you want to update the SEO data for this page?':
    'Voulez-vous vraiment mettre à jour les données SEO de cette page ?',
  'Failed to update SEO data': 'Échec de la mise à jour des données SEO',
  'Page not found': 'Page introuvable',
  'Back to SEO': 'Retour au SEO',
};
