import type { MessageCatalog } from '@backoffice/kernel';

/** The companies screens' texts in French (fetched when French is chosen). */
export const fr: MessageCatalog = {
  Companies: 'Entreprises',
  'Add company': 'Ajouter une entreprise',
  // The noun of the list's 'Add New <noun>' button.
  Company: 'Entreprise',
  'Company Name': 'Nom de l’entreprise',
  '.SVG File': 'Fichier .SVG',
  'Date Created': 'Date de création',
  '{{name}} logo': 'Logo de {{name}}',
  'Failed to load the companies. Please try again.': 'Échec du chargement des entreprises. Veuillez réessayer.',
  '{{name}} will be removed from the public site.': '{{name}} sera retirée du site public.',
  'Delete this company?': 'Supprimer cette entreprise ?',
  'The company could not be deleted. Please try again.': 'L’entreprise n’a pas pu être supprimée. Veuillez réessayer.',
  'There are already more than {{max}} companies: delete one to add another.':
    'Il y a déjà plus de {{max}} entreprises : supprimez-en une pour en ajouter une autre.',
  'Search by name': 'Rechercher par nom',
  'No companies yet.': 'Aucune entreprise pour l’instant.',
  'No company matches your search.': 'Aucune entreprise ne correspond à votre recherche.',
  'Failed to load the company': 'Échec du chargement de l’entreprise',
  'Please enter the company name': 'Veuillez saisir le nom de l’entreprise',
  'Please enter the row (a whole number from 1)': 'Veuillez saisir le rang (un nombre entier à partir de 1)',
  'Company saved': 'Entreprise enregistrée',
  'Company added': 'Entreprise ajoutée',
  'Please upload the company logo (.SVG file)': 'Veuillez téléverser le logo de l’entreprise (fichier .SVG)',
  'No changes made': 'Aucune modification',
  'Save the changes to this company?': 'Enregistrer les modifications de cette entreprise ?',
  'This action will add a new company to the CMS.': 'Cette action ajoutera une nouvelle entreprise au CMS.',
  'The company could not be added.': 'L’entreprise n’a pas pu être ajoutée.',
  'The company could not be saved. Please try again.': 'L’entreprise n’a pas pu être enregistrée. Veuillez réessayer.',
  'The company could not be added. Please try again.': 'L’entreprise n’a pas pu être ajoutée. Veuillez réessayer.',
  'Edit Company': 'Modifier l’entreprise',
  'Add New Company': 'Ajouter une entreprise',
  'Company not found': 'Entreprise introuvable',
  'It may have been deleted.': 'Elle a peut-être été supprimée.',
  'Back to companies': 'Retour aux entreprises',
  'Logo (.svg)': 'Logo (.svg)',
  'Please upload a .SVG file': 'Veuillez téléverser un fichier .SVG',
  'The logo must be 1 MB or smaller': 'Le logo ne doit pas dépasser 1 Mo',
  'Choose a new .svg to replace the logo. SVG only, up to 1 MB; scripts and external links are removed when it is stored.':
    'Choisissez un nouveau .svg pour remplacer le logo. SVG uniquement, 1 Mo au maximum ; les scripts et les liens externes sont retirés à l’enregistrement.',
  'SVG only, up to 1 MB. Scripts and external links are removed when it is stored.':
    'SVG uniquement, 1 Mo au maximum. Les scripts et les liens externes sont retirés à l’enregistrement.',
};
