import { Can, ListPage, useContributions, useListController, useNavigate, usePermission, useService } from '@backoffice/kernel';
import { Button, Typography } from 'antd';
import type { ComponentType } from 'react';
import { commonSearchTexts } from '../section-model';
import { contributedCall } from '../contributed-call';
import { PageAreas, SectionEditors, type Section } from '../public';
import { SectionsApiToken } from '../tokens';

/** A section's description, from the body of its type (`generalSection`, `cardSection`...). */
function descriptionOf(section: Section): string {
  const body = section[`${section.sectionType}Section`] as { description?: unknown } | undefined;
  return typeof body?.description === 'string' ? body.description : '';
}

const EMPTY_TEXT = 'No sections found. Try a different search or add a new section.';

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
function SectionsList({ areaKey }: { areaKey: string }) {
  const api = useService(SectionsApiToken);
  const navigate = useNavigate();
  const area = useContributions(PageAreas).find((candidate) => candidate.key === areaKey);
  const editors = useContributions(SectionEditors);
  const canWrite = usePermission('content:write');
  const editorOf = (section: Section) => editors.find((editor) => editor.type === section.sectionType);
  const mayAdd = Boolean(area?.canAdd);
  const list = useListController<Section>({
    load: () => api.list(areaKey),
    pageSize: 8,
    searchIn: (section) => [...commonSearchTexts(section), ...contributedCall(editorOf(section), 'searchTexts', (editor) => editor.searchTexts(section), [])],
    failureMessage: 'Failed to load sections. Please try again.',
    // Only areas that take new sections let them be deleted.
    remove: mayAdd ? {
      confirm: () => 'Are you sure you want to delete this section?',
      danger: true, okText: 'Delete',
      run: (section) => api.remove(section._id as string),
      failureMessage: 'Failed to delete section. Please try again.',
    } : undefined,
  });
  const returnTo = area?.path ?? '/home';
  const openEditor = (section?: Section) =>
    navigate(sectionEditorAddress(area?.editPath ?? '/edit-section', areaKey, section?._id), { state: { returnTo } satisfies EditSectionState });

  return (
    <ListPage<Section>
      // Headed with its page's name (many pages share this screen); the spec's 'Content Sections' beside it.
      title={
        area ? (
          <>
            {area.title}{' '}
            <Typography.Text type="secondary" style={{ fontSize: 16, fontWeight: 400 }}>
              Content Sections
            </Typography.Text>
          </>
        ) : (
          'Content Sections'
        )
      }
      list={list}
      search="Search sections"
      actions={
        mayAdd ? (
          <Can permission="content:write">
            <Button type="primary" onClick={() => openEditor()}>
              Add New Section
            </Button>
          </Can>
        ) : undefined
      }
      rowKey={(section) => section._id ?? `${section.order}-${section.title}`}
      emptyText={EMPTY_TEXT}
      columns={area?.columns === 'title-description' ? [
        { title: 'Title', dataIndex: 'title' },
        { title: 'Description', key: 'description', render: (_, section) => descriptionOf(section) },
      ] : [
        { title: 'Section', dataIndex: 'order', width: 90 },
        { title: 'Title', dataIndex: 'title' },
        { title: 'Type', key: 'type', render: (_, section) => editorOf(section)?.label ?? section.sectionType },
        {
          title: 'Image',
          key: 'image',
          render: (_, section) => {
            const image = contributedCall(editorOf(section), 'imageOf', (editor) => editor.imageOf(section), undefined);
            return image ? <img src={image} alt={section.title} style={{ maxWidth: 96, maxHeight: 48, objectFit: 'contain' }} /> : 'No Image';
          },
        },
      ]}
      // Edit and Delete named after the section; on a phone they shrink to icons (ListPage).
      rowName={(section) => section.title || 'this section'}
      onEdit={canWrite ? openEditor : undefined}
    />
  );
}

const screens = new Map<string, ComponentType>();
/** One stable screen component per area key (routes are static, so each route gets its own). */
export function listScreenFor(areaKey: string): ComponentType {
  let screen = screens.get(areaKey);
  if (!screen) {
    screen = function AreaSectionsList() {
      return <SectionsList areaKey={areaKey} />;
    };
    screens.set(areaKey, screen);
  }
  return screen;
}
