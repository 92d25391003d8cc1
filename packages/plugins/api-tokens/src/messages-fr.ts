import type { MessageCatalog } from '@backoffice/kernel';

/** The API tokens screens' texts in French (fetched when French is chosen). */
export const fr: MessageCatalog = {
  'API tokens': 'Jetons d’API',
  // The noun of the 'Add New <noun>' button.
  'API Token': 'Jeton d’API',
  // Scopes and roles
  'Read only': 'Lecture seule',
  'Reads every screen’s data; writes nothing.': 'Lit les données de tous les écrans ; n’écrit rien.',
  Content: 'Contenu',
  'Reads, and creates, edits and deletes site content.': 'Lit, et crée, modifie et supprime le contenu du site.',
  'Collected data': 'Données collectées',
  'Reads, and deletes and exports collected data.': 'Lit, et supprime et exporte les données collectées.',
  'Super Admin': 'Super administrateur',
  Admin: 'Administrateur',
  Editor: 'Rédacteur',
  Viewer: 'Lecteur',
  // The list
  Name: 'Nom',
  Owner: 'Propriétaire',
  'Role or scopes': 'Rôle ou portées',
  Expires: 'Expiration',
  'Expired {{date}}': 'Expiré le {{date}}',
  'Last used': 'Dernière utilisation',
  Never: 'Jamais',
  Created: 'Création',
  '{{date}} by {{name}}': '{{date}} par {{name}}',
  'Failed to load the API tokens. Please try again.': 'Échec du chargement des jetons d’API. Veuillez réessayer.',
  'The token "{{name}}" ({{prefix}}…) will stop working at once: scripts using it will be refused. This cannot be undone.':
    'Le jeton « {{name}} » ({{prefix}}…) cessera aussitôt de fonctionner : les scripts qui l’utilisent seront refusés. Cette action est irréversible.',
  'Revoke "{{name}}"?': 'Révoquer « {{name}} » ?',
  Revoke: 'Révoquer',
  'Revoke {{name}}': 'Révoquer {{name}}',
  'The token could not be revoked. Please try again.': 'Le jeton n’a pas pu être révoqué. Veuillez réessayer.',
  Revoked: 'Révoqué',
  'Search by name or owner': 'Rechercher par nom ou propriétaire',
  'No API tokens yet. Scripts and CI jobs call the API with one: Authorization: Bearer <token>.':
    'Aucun jeton d’API pour l’instant. Les scripts et les tâches de CI appellent l’API avec un jeton : Authorization: Bearer <token>.',
  'No token matches your search.': 'Aucun jeton ne correspond à votre recherche.',
  // The create dialog
  '7 days': '7 jours',
  '30 days': '30 jours',
  '90 days': '90 jours',
  '1 year': '1 an',
  'On a date…': 'À une date…',
  'Please give the token a name': 'Veuillez donner un nom au jeton',
  'Choose at least one scope': 'Choisissez au moins une portée',
  'Choose the day it expires': 'Choisissez le jour où il expire',
  'The token could not be created. Please try again.': 'Le jeton n’a pas pu être créé. Veuillez réessayer.',
  'Token "{{name}}" created': 'Jeton « {{name}} » créé',
  Done: 'Terminé',
  'Copy this token now: it will not be shown again.': 'Copiez ce jeton maintenant : il ne sera plus affiché.',
  'Only a fingerprint of it is kept. If it is lost, revoke it and create another.':
    'Seule son empreinte est conservée. S’il est perdu, révoquez-le et créez-en un autre.',
  'Your new API token': 'Votre nouveau jeton d’API',
  Copied: 'Copié',
  Copy: 'Copier',
  'Send it with every request, for example:': 'Envoyez-le avec chaque requête, par exemple :',
  'Expiry date': 'Date d’expiration',
  'Create API token': 'Créer un jeton d’API',
  'Create token': 'Créer le jeton',
  'What the token is for, e.g. “Nightly import”. Its writes appear under this name in the activity log.':
    'À quoi sert le jeton, par ex. « Import nocturne ». Ses écritures apparaissent sous ce nom dans le journal d’activité.',
  'The token can never do more than its owner’s role allows.':
    'Le jeton ne peut jamais faire plus que ce que le rôle de son propriétaire permet.',
  Access: 'Accès',
  Scopes: 'Portées',
  'A role': 'Un rôle',
  Role: 'Rôle',
};
