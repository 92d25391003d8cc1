import type { Translate } from '@backoffice/kernel';
import { COVER_SIZE, type ArticleKind } from './kinds';

/**
 * What the screens say of one kind, in the admin's language. Each kind has its own sentences (not a noun put in
 * an English one): French and Arabic nouns change the words around them. English reads as the spec writes it.
 */
export interface KindMessages {
  /** The list's heading and the editor's first breadcrumb. */
  listTitle: string;
  /** The Add button's noun ('Add New Blog'): the kernel's button translates it. */
  addNoun: string;
  addHeading: string;
  editHeading: string;
  titleLabel: string;
  coverLabel: string;
  descriptionLabel: string;
  contentLabel: string;
  contentPlaceholder: string;
  slugHelp: string;
  missingTitle: string;
  backLabel: string;
  saveFailure: string;
  deleteConfirm: (title: string) => string;
  deleteTitle: string;
  deleteFailure: string;
  emptyText: string;
  noMatchText: string;
}

/** The cover size the labels name. */
const size = { width: COVER_SIZE.width, height: COVER_SIZE.height };

/** The blog editor's labels, which the resource center's editor shares as the spec gives it. */
function blogEditorLabels(t: Translate) {
  return {
    addNoun: 'Blog',
    addHeading: t('Add New Blog'),
    editHeading: t('Edit Blog'),
    titleLabel: t('Blog Title'),
    coverLabel: t('Blog Cover Image ({{width}} X {{height}})', size),
    descriptionLabel: t('Blog Description'),
    contentLabel: t('Blog content'),
  };
}

export function kindMessages(kind: ArticleKind, t: Translate): KindMessages {
  switch (kind) {
    case 'blog':
      return {
        listTitle: t('Blogs'),
        ...blogEditorLabels(t),
        contentPlaceholder: t('Write the blog here...'),
        slugHelp: t('Lower-case letters, digits and dashes; unique among the blogs.'),
        missingTitle: t('This blog no longer exists'),
        backLabel: t('Back to blogs'),
        saveFailure: t('The blog could not be saved. Please try again.'),
        // The spec's question ('…delete this blog?'), then which one.
        deleteConfirm: (title) =>
          t('Are you sure you want to delete this blog? "{{title}}" will be removed from the site.', { title }),
        deleteTitle: t('Delete blog'),
        deleteFailure: t('The blog could not be deleted. Please try again.'),
        emptyText: t('No blogs yet.'),
        noMatchText: t('No blog matches your search.'),
      };
    case 'resource':
      // The spec's resource-center editor reads 'Blog Title', 'Blog Cover Image', 'Edit Blog'.
      return {
        listTitle: t('Resource Center'),
        ...blogEditorLabels(t),
        contentPlaceholder: t('Write the article here...'),
        slugHelp: t('Lower-case letters, digits and dashes; unique among the articles.'),
        missingTitle: t('This article no longer exists'),
        backLabel: t('Back to resource center'),
        saveFailure: t('The article could not be saved. Please try again.'),
        deleteConfirm: (title) =>
          t('Are you sure you want to delete this article? "{{title}}" will be removed from the site.', { title }),
        deleteTitle: t('Delete article'),
        deleteFailure: t('The article could not be deleted. Please try again.'),
        emptyText: t('No articles yet.'),
        noMatchText: t('No article matches your search.'),
      };
    case 'guide':
      return {
        listTitle: t('Guides'),
        addNoun: 'Guide',
        addHeading: t('Add New Guide'),
        editHeading: t('Edit Guide'),
        titleLabel: t('Guide Title'),
        coverLabel: t('Guide Cover Image ({{width}} X {{height}})', size),
        descriptionLabel: t('Guide Description'),
        contentLabel: t('Guide content'),
        contentPlaceholder: t('Write the guide here...'),
        slugHelp: t('Lower-case letters, digits and dashes; unique among the guides.'),
        missingTitle: t('This guide no longer exists'),
        backLabel: t('Back to guides'),
        saveFailure: t('The guide could not be saved. Please try again.'),
        deleteConfirm: (title) =>
          t('Are you sure you want to delete this guide? "{{title}}" will be removed from the site.', { title }),
        deleteTitle: t('Delete guide'),
        deleteFailure: t('The guide could not be deleted. Please try again.'),
        emptyText: t('No guides yet.'),
        noMatchText: t('No guide matches your search.'),
      };
  }
}
