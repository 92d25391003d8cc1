import type { MessageCatalog } from '@backoffice/kernel';

/** The Plugins screen's texts in French (fetched when French is chosen). */
export const fr: MessageCatalog = {
  Plugins: 'Plugins',
  '{{started}} of {{total}} plugins started. Plugins are switched on and off in the configuration file (APP_CONFIG); a plugin that is off has no screens here and no routes on the server.':
    '{{started}} plugins démarrés sur {{total}}. Les plugins s’activent et se désactivent dans le fichier de configuration (APP_CONFIG) ; un plugin désactivé n’a ici aucun écran et aucune route sur le serveur.',
  'The configuration file was changed but is refused; the previous configuration stays in force':
    'Le fichier de configuration a été modifié mais il est refusé ; la configuration précédente reste en vigueur',
  'The server side of the plugins could not be loaded': 'La partie serveur des plugins n’a pas pu être chargée',
  'Loading the server side...': 'Chargement de la partie serveur...',
  'Plugin {{id}}': 'Plugin {{id}}',
  // Statuses, sources and the app's own reasons.
  started: 'démarré',
  disabled: 'désactivé',
  skipped: 'ignoré',
  failed: 'en échec',
  loading: 'en chargement',
  'built-in': 'intégré',
  external: 'externe',
  'switched off in config': 'désactivé dans la configuration',
  'its bundle is still loading': 'son paquet est encore en cours de chargement',
  'not part of this page (reload it)': 'absent de cette page (rechargez-la)',
  'another plugin has the same id': 'un autre plugin a le même identifiant',
  'its requirements form a cycle': 'ses dépendances forment un cycle',
  // A card's facts
  Reason: 'Raison',
  Source: 'Source',
  Version: 'Version',
  'Plugin API': 'API de plugin',
  'built with the kernel ({{version}})': 'construit avec le noyau ({{version}})',
  Adds: 'Ajoute',
  '{{count}} screens_one': '{{count}} écran',
  '{{count}} screens_other': '{{count}} écrans',
  '{{count}} sidebar groups_one': '{{count}} groupe de barre latérale',
  '{{count}} sidebar groups_other': '{{count}} groupes de barre latérale',
  '{{count}} sidebar entries ({{names}})_one': '{{count}} entrée de barre latérale ({{names}})',
  '{{count}} sidebar entries ({{names}})_other': '{{count}} entrées de barre latérale ({{names}})',
  '{{count}} sidebar entries ({{names}} and {{more}} more)_one':
    '{{count}} entrée de barre latérale ({{names}} et {{more}} de plus)',
  '{{count}} sidebar entries ({{names}} and {{more}} more)_other':
    '{{count}} entrées de barre latérale ({{names}} et {{more}} de plus)',
  '{{n}} × {{point}}': '{{n}} × {{point}}',
  Server: 'Serveur',
  off: 'désactivé',
  '{{count}} API routes_one': '{{count}} route d’API',
  '{{count}} API routes_other': '{{count}} routes d’API',
  'no API routes': 'aucune route d’API',
  'modules {{names}}': 'modules {{names}}',
  'public {{routes}}': 'public {{routes}}',
  Records: 'Enregistrements',
  Manifest: 'Manifeste',
  'refused: {{problem}}': 'refusé : {{problem}}',
  'Content types': 'Types de contenu',
  public: 'public',
  '{{count}} records_one': '{{count}} enregistrement',
  '{{count}} records_other': '{{count}} enregistrements',
};
