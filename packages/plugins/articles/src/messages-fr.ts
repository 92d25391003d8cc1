import type { MessageCatalog } from '@backoffice/kernel';

/** The articles screens' texts in French (fetched when French is chosen). */
export const fr: MessageCatalog = {
  // The plugin, its sidebar entries, dashboard cards and palette action.
  'Blogs, resource center and guides': 'Blogs, centre de ressources et guides',
  Blogs: 'Blogs',
  Guides: 'Guides',
  'Resource Center': 'Centre de ressources',
  'Add blog': 'Ajouter un blog',
  // The nouns of the lists' 'Add New <noun>' buttons.
  Blog: 'Blog',
  Guide: 'Guide',
  // The lists.
  Subtitle: 'Sous-titre',
  Title: 'Titre',
  Description: 'Description',
  'Written by': 'Rédigé par',
  Category: 'Catégorie',
  'Date Created': 'Date de création',
  'Search now': 'Rechercher',
  'Filter by status': 'Filtrer par état',
  'All states': 'Tous les états',
  'Are you sure you want to delete this blog? "{{title}}" will be removed from the site.':
    'Voulez-vous vraiment supprimer ce blog ? « {{title}} » sera retiré du site.',
  'Are you sure you want to delete this article? "{{title}}" will be removed from the site.':
    'Voulez-vous vraiment supprimer cet article ? « {{title}} » sera retiré du site.',
  'Are you sure you want to delete this guide? "{{title}}" will be removed from the site.':
    'Voulez-vous vraiment supprimer ce guide ? « {{title}} » sera retiré du site.',
  'Delete blog': 'Supprimer le blog',
  'Delete article': 'Supprimer l’article',
  'Delete guide': 'Supprimer le guide',
  'The blog could not be deleted. Please try again.': 'Le blog n’a pas pu être supprimé. Veuillez réessayer.',
  'The article could not be deleted. Please try again.': 'L’article n’a pas pu être supprimé. Veuillez réessayer.',
  'The guide could not be deleted. Please try again.': 'Le guide n’a pas pu être supprimé. Veuillez réessayer.',
  'No blogs yet.': 'Aucun blog pour l’instant.',
  'No articles yet.': 'Aucun article pour l’instant.',
  'No guides yet.': 'Aucun guide pour l’instant.',
  'No blog matches your search.': 'Aucun blog ne correspond à votre recherche.',
  'No article matches your search.': 'Aucun article ne correspond à votre recherche.',
  'No guide matches your search.': 'Aucun guide ne correspond à votre recherche.',
  // The editor.
  'Add New Blog': 'Ajouter un blog',
  'Edit Blog': 'Modifier le blog',
  'Add New Guide': 'Ajouter un guide',
  'Edit Guide': 'Modifier le guide',
  'Blog Title': 'Titre du blog',
  'Guide Title': 'Titre du guide',
  Author: 'Auteur',
  'Read Time (minutes)': 'Temps de lecture (minutes)',
  'Blog Cover Image ({{width}} X {{height}})': 'Image de couverture du blog ({{width}} X {{height}})',
  'Guide Cover Image ({{width}} X {{height}})': 'Image de couverture du guide ({{width}} X {{height}})',
  'Blog Description': 'Description du blog',
  'Guide Description': 'Description du guide',
  Content: 'Contenu',
  'Blog content': 'Contenu du blog',
  'Guide content': 'Contenu du guide',
  'Write the blog here...': 'Rédigez le blog ici...',
  'Write the article here...': 'Rédigez l’article ici...',
  'Write the guide here...': 'Rédigez le guide ici...',
  SEO: 'SEO',
  Slug: 'Slug',
  'SEO Meta Description': 'Méta-description SEO',
  'Suggested from the title; type to choose your own.':
    'Proposé d’après le titre ; saisissez-en un pour choisir le vôtre.',
  'Lower-case letters, digits and dashes; unique among the blogs.':
    'Lettres minuscules, chiffres et tirets ; unique parmi les blogs.',
  'Lower-case letters, digits and dashes; unique among the articles.':
    'Lettres minuscules, chiffres et tirets ; unique parmi les articles.',
  'Lower-case letters, digits and dashes; unique among the guides.':
    'Lettres minuscules, chiffres et tirets ; unique parmi les guides.',
  'Current file: {{file}}.': 'Fichier actuel : {{file}}.',
  'Exactly {{width}} × {{height}} px; PNG, JPEG, WebP or GIF up to 5 MB. Optional.':
    'Exactement {{width}} × {{height}} px ; PNG, JPEG, WebP ou GIF jusqu’à 5 Mo. Facultatif.',
  'Media .Png': 'Média .Png',
  'Please choose a PNG, JPEG, WebP or GIF image': 'Veuillez choisir une image PNG, JPEG, WebP ou GIF',
  'The cover must be 5 MB or smaller': 'La couverture ne doit pas dépasser 5 Mo',
  'Image should be exactly 1062px width and 530px height':
    'L’image doit mesurer exactement 1062 px de large et 530 px de haut',
  'This blog no longer exists': 'Ce blog n’existe plus',
  'This article no longer exists': 'Cet article n’existe plus',
  'This guide no longer exists': 'Ce guide n’existe plus',
  'Back to blogs': 'Retour aux blogs',
  'Back to resource center': 'Retour au centre de ressources',
  'Back to guides': 'Retour aux guides',
  'Are you sure you want to save changes?': 'Voulez-vous vraiment enregistrer les modifications ?',
  'The blog could not be saved. Please try again.': 'Le blog n’a pas pu être enregistré. Veuillez réessayer.',
  'The article could not be saved. Please try again.': 'L’article n’a pas pu être enregistré. Veuillez réessayer.',
  'The guide could not be saved. Please try again.': 'Le guide n’a pas pu être enregistré. Veuillez réessayer.',
  'This slug is already used. Please choose another.': 'Ce slug est déjà utilisé. Veuillez en choisir un autre.',
  'Slug already used': 'Slug déjà utilisé',
  // The fields' and the form's messages.
  'Please enter the subtitle': 'Veuillez saisir le sous-titre',
  'Please enter the title': 'Veuillez saisir le titre',
  'Please enter the author': 'Veuillez saisir l’auteur',
  'Please choose the date': 'Veuillez choisir la date',
  'Please enter the read time': 'Veuillez saisir le temps de lecture',
  'A whole number of minutes from 1 to 600': 'Un nombre entier de minutes de 1 à 600',
  'Please choose a category': 'Veuillez choisir une catégorie',
  'Please enter the description': 'Veuillez saisir la description',
  'Please write the content': 'Veuillez rédiger le contenu',
  'Please enter the slug': 'Veuillez saisir le slug',
  'Only lower-case letters, digits and single dashes (e.g. cod-in-morocco)':
    'Uniquement des lettres minuscules, des chiffres et des tirets simples (ex. cod-in-morocco)',
  'Please enter the SEO meta description': 'Veuillez saisir la méta-description SEO',
  'No changes made': 'Aucune modification',
  'Please fill all the fields': 'Veuillez remplir tous les champs',
  'Read time must be a whole number of minutes from 1 to 600':
    'Le temps de lecture doit être un nombre entier de minutes de 1 à 600',
  'The slug may contain only lower-case letters, digits and single dashes (e.g. cod-in-morocco)':
    'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets simples (ex. cod-in-morocco)',
  'Cover image': 'Image de couverture',
};
