import {
  Can,
  ListPage,
  observer,
  PublishStateTag,
  useContributionEntries,
  useListController,
  useMessages,
  useNavigate,
  usePermission,
  useService,
  useTranslationsColumn,
  type ListColumn,
} from '@backoffice/kernel';
import { Button, Typography } from 'antd';
import type { ComponentType } from 'react';
import { commonSearchTexts } from '../section-model';
import { contributedCall } from '../contributed-call';
import { PageAreas, SectionEditors, type Section } from '../public';
import { SectionListsToken, SectionsApiToken } from '../tokens';

/** A section's description, from the body of its type (`generalSection`, `cardSection`...). */
function descriptionOf(section: Section): string {
  return section[`${section.sectionType}Section`]?.description ?? '';
}

/** The State column (published, draft, changed, scheduled): a section from the server always carries its state. */
const stateColumn = {
  title: 'State',
  key: 'state',
  width: 120,
  render: (_value: unknown, section: Section) => <PublishStateTag record={section} />,
};

export const BANNERS_AREA = 'banners-component';

/** Navigation state of /edit-section (the page and the section's id travel in its address). */
export interface EditSectionState {
  returnTo: string;
}

/** The editor's own address: `/edit-section?page=home&id=…` (no id: a new section of that page). */
export function sectionEditorAddress(editPath: string, page: string, id?: string): string {
  const query = new URLSearchParams({ page, ...(id ? { id } : {}) });
  return `${editPath}?${query}`;
}

/** The sections list of one area: loading, then the real rows or an error with Retry (never sample rows). */
const SectionsList = observer(function SectionsList({
  areaKey,
  extraColumns = [],
}: {
  areaKey: string;
  extraColumns?: Array<ListColumn<Section>>;
}) {
  const { t } = useMessages();
  const api = useService(SectionsApiToken);
  const navigate = useNavigate();
  const areaEntry = useContributionEntries(PageAreas).find((candidate) => candidate.value.key === areaKey);
  const area = areaEntry?.value;
  // The page's name, read in the catalog of the plugin that contributes the area (as the sidebar reads its label).
  const { t: areaText } = useMessages(areaEntry?.pluginId);
  const editorEntries = useContributionEntries(SectionEditors);
  const editors = editorEntries.map((entry) => entry.value);
  // A type's label, read in the catalog of the plugin that contributes the type.
  const typeLabel = (section: Section) => {
    const entry = editorEntries.find((candidate) => candidate.value.type === section.sectionType);
    return entry ? t(entry.value.label, { ns: entry.pluginId }) : section.sectionType;
  };
  const canWrite = usePermission('content:write');
  const editorOf = (section: Section) => editors.find((editor) => editor.type === section.sectionType);
  const list = useListController<Section>({
    store: useService(SectionListsToken).of(areaKey),
    pageSize: 8,
    searchIn: (section) => [
      ...commonSearchTexts(section),
      ...contributedCall(editorOf(section), 'searchTexts', (editor) => editor.searchTexts(section), []),
    ],
    failureMessage: t('Failed to load sections. Please try again.'),
    // Every area adds and deletes (issue 34): a fixed page with one section is as stuck as an empty one, and an
    // Add without Delete would make a mistaken section permanent. The spec offered Add on two lists only.
    remove: {
      confirm: () => t('Are you sure you want to delete this section?'),
      run: (section) => api.remove(section._id),
      failureMessage: t('Failed to delete section. Please try again.'),
    },
  });
  const returnTo = area?.path ?? '/home';
  const addButton = (label: string) => (
    <Can permission="content:write">
      <Button type="primary" onClick={() => openEditor()}>
        {label}
      </Button>
    </Can>
  );
  const openEditor = (section?: Section) =>
    navigate(sectionEditorAddress(area?.editPath ?? '/edit-section', areaKey, section?._id), {
      state: { returnTo } satisfies EditSectionState,
    });

  return (
    <ListPage<Section>
      // Headed with its page's name (many pages share this screen); the spec's 'Content Sections' beside it.
      title={
        area ? (
          <>
            {area.title && areaText(area.title)}{' '}
            <Typography.Text type="secondary" style={{ fontSize: 16, fontWeight: 400 }}>
              {t('Content Sections')}
            </Typography.Text>
          </>
        ) : (
          t('Content Sections')
        )
      }
      list={list}
      search={t('Search sections')}
      actions={addButton(t('Add New Section'))}
      rowKey={(section) => section._id ?? `${section.order}-${section.title}`}
      // The spec's text where the screen offers Add (writers); readers are not told to add what they cannot.
      emptyText={
        canWrite
          ? t('This page has no sections yet. Add its first section to show it on the site.')
          : t('This page has no sections yet.')
      }
      emptyAction={addButton(t('Add the first section'))}
      noMatchText={
        canWrite
          ? t('No sections found. Try a different search or add a new section.')
          : t('No sections found. Try a different search.')
      }
      columns={
        area?.columns === 'title-description'
          ? [
              { title: 'Title', dataIndex: 'title' },
              { title: 'Description', key: 'description', render: (_, section) => descriptionOf(section) },
              stateColumn,
              ...extraColumns,
            ]
          : [
              { title: 'Section', dataIndex: 'order', width: 90 },
              { title: 'Title', dataIndex: 'title' },
              { title: 'Type', key: 'type', render: (_, section) => typeLabel(section) },
              {
                title: 'Image',
                key: 'image',
                render: (_, section) => {
                  const image = contributedCall(
                    editorOf(section),
                    'imageOf',
                    (editor) => editor.imageOf(section),
                    undefined,
                  );
                  return image ? (
                    <img
                      src={image}
                      alt={section.title}
                      style={{ maxWidth: 96, maxHeight: 48, objectFit: 'contain' }}
                    />
                  ) : (
                    t('No Image')
                  );
                },
              },
              stateColumn,
              ...extraColumns,
            ]
      }
      // Edit and Delete named after the section; on a phone they shrink to icons (ListPage).
      rowName={(section) => section.title || t('this section')}
      onEdit={canWrite ? openEditor : undefined}
    />
  );
});

/**
 * An area's list with the Languages column: banners are the kind `banners` (heading, description, image), every
 * other area's sections the kind `sections` (heading, description, button texts).
 */
function TranslatedSectionsList({ areaKey }: { areaKey: string }) {
  const languages = useTranslationsColumn<Section>(
    areaKey === BANNERS_AREA ? 'banners' : 'sections',
    (section) => section._id ?? '',
  );
  return <SectionsList areaKey={areaKey} extraColumns={languages ? [languages] : []} />;
}

const screens = new Map<string, ComponentType>();
/** One stable screen component per area key (routes are static, so each route gets its own). */
export function listScreenFor(areaKey: string): ComponentType {
  let screen = screens.get(areaKey);
  if (!screen) {
    screen = function AreaSectionsList() {
      return <TranslatedSectionsList areaKey={areaKey} />;
    };
    screens.set(areaKey, screen);
  }
  return screen;
}
