import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Input } from 'antd';
import {
  definePlugin,
  FormField,
  FormPage,
  ListPage,
  PublishBar,
  useListController,
  useMessages,
  useRecordForm,
  type PublishChoice,
} from '@backoffice/kernel';
import { KERNEL_MESSAGES as KERNEL_CATALOGS } from '../../packages/kernel/src/i18n/messages';
import { renderApp } from '../support/render-app';
import { expectFormRefused } from '../support/dialogs-and-files';
import { loadedCatalogs, missingIn, sourcesUnder, textsOf } from '../support/message-coverage';

// French and Arabic are fetched when chosen: the checks read them loaded.
const KERNEL_MESSAGES = await loadedCatalogs(KERNEL_CATALOGS);

// The admin in French and Arabic must not show the UI kit's English: every text the kernel writes through
// t() has both translations, and screens built of the kit report no missing text in either language.

// Tests run from the repository's root.
const kernelSource = join(process.cwd(), 'packages/kernel/src');

interface Plan {
  id: string;
  name: string;
}
const plans: Plan[] = Array.from({ length: 25 }, (_, index) => ({ id: String(index + 1), name: `Plan ${index + 1}` }));

function PlansList() {
  const { t } = useMessages();
  const list = useListController({
    source: { rows: plans, loading: false, error: null, reload: async () => undefined },
    pageSize: 10,
    searchIn: (plan: Plan) => [plan.name],
    remove: {
      confirm: (plan) => t('Delete {{name}}?', { name: plan.name }),
      title: t('Delete this plan?'),
      okText: t('Delete'),
      danger: true,
      run: async () => undefined,
      failureMessage: t('The plan could not be deleted'),
    },
  });
  return (
    <ListPage<Plan>
      title={t('Plans')}
      list={list}
      search={t('Search plans')}
      showPageOf
      columns={[{ title: 'Name', key: 'name', sortKey: 'name', render: (_v, plan) => plan.name }]}
      rowKey={(plan) => plan.id}
      rowName={(plan) => plan.name}
      onEdit={() => undefined}
      emptyText={t('No plans')}
    />
  );
}

function PlanForm() {
  const { t } = useMessages();
  const form = useRecordForm({
    initial: { name: '', publishing: { status: 'published', publishAt: null, unpublishAt: null } as PublishChoice },
    rules: { name: { required: 'Please enter a name' } },
    save: async () => undefined,
    failureMessage: t('The plan could not be saved'),
    done: () => undefined,
  });
  return (
    <FormPage title={t('New plan')} form={form} onCancel={() => undefined}>
      <FormField label={t('Name')} id="plan-name" name="name">
        <Input id="plan-name" value={form.values.name} onChange={(event) => form.set('name', event.target.value)} />
      </FormField>
      <PublishBar value={form.values.publishing} onChange={(publishing) => form.set('publishing', publishing)} />
    </FormPage>
  );
}

const plansPlugin = definePlugin({
  id: 'plans',
  routes: [
    { path: '/plans', screen: async () => ({ default: PlansList }) },
    { path: '/plans/new', screen: async () => ({ default: PlanForm }) },
  ],
  messages: {
    fr: {
      Plans: 'Offres',
      'Search plans': 'Rechercher des offres',
      Name: 'Nom',
      'No plans': 'Aucune offre',
      'Delete {{name}}?': 'Supprimer {{name}} ?',
      'Delete this plan?': 'Supprimer cette offre ?',
      'The plan could not be deleted': 'L’offre n’a pas pu être supprimée',
      'New plan': 'Nouvelle offre',
      'The plan could not be saved': 'L’offre n’a pas pu être enregistrée',
      'Please enter a name': 'Veuillez saisir un nom',
    },
    ar: {
      Plans: 'الخطط',
      'Search plans': 'البحث في الخطط',
      Name: 'الاسم',
      'No plans': 'لا توجد خطط',
      'Delete {{name}}?': 'حذف {{name}}؟',
      'Delete this plan?': 'حذف هذه الخطة؟',
      'The plan could not be deleted': 'تعذّر حذف الخطة',
      'New plan': 'خطة جديدة',
      'The plan could not be saved': 'تعذّر حفظ الخطة',
      'Please enter a name': 'يُرجى إدخال اسم',
    },
  },
});

/** Collects the development reports of texts with no translation ("Backoffice: no fr translation in …"). */
function collectMissing(): () => string[] {
  const warn = vi.spyOn(console, 'warn');
  return () => warn.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('Backoffice: no '));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the UI kit in French and Arabic', () => {
  it('every text the kernel writes through t() has a French and an Arabic translation', () => {
    const texts = sourcesUnder(kernelSource).flatMap((path) => textsOf(readFileSync(path, 'utf8')));
    expect(texts.length).toBeGreaterThan(150);
    expect(missingIn(KERNEL_MESSAGES, 'fr', texts)).toEqual([]);
    expect(missingIn(KERNEL_MESSAGES, 'ar', texts)).toEqual([]);
  });

  it('French and Arabic translate the same kernel texts', () => {
    const base = (catalog: Record<string, string>) =>
      new Set(Object.keys(catalog).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));
    expect([...base(KERNEL_MESSAGES.fr!)].filter((key) => !base(KERNEL_MESSAGES.ar!).has(key))).toEqual([]);
    expect([...base(KERNEL_MESSAGES.ar!)].filter((key) => !base(KERNEL_MESSAGES.fr!).has(key))).toEqual([]);
  });

  it.each(['fr', 'ar'] as const)(
    'a list page in %s: search, total, pager, row buttons and the delete dialog, with no English left',
    async (language) => {
      const missing = collectMissing();
      const user = userEvent.setup();
      await renderApp({ plugins: [plansPlugin], path: '/plans', language });
      const french = language === 'fr';
      expect(await screen.findByRole('heading', { name: french ? 'Offres' : 'الخطط' })).toBeInTheDocument();
      expect(screen.getByText(french ? '25 lignes' : '25 صفًا')).toBeInTheDocument();
      expect(screen.getByText(french ? 'Page 1 sur 3' : 'الصفحة 1 من 3')).toBeInTheDocument();
      // Queries by text and label: role queries over a whole table are slow on a loaded machine.
      expect(screen.getByText(french ? 'Suivant' : 'التالي')).toBeInTheDocument();
      expect(screen.getByLabelText(french ? 'Lignes par page' : 'عدد الصفوف في الصفحة')).toBeInTheDocument();
      expect(screen.getAllByText(french ? 'Actions' : 'الإجراءات').length).toBeGreaterThan(0);
      for (const english of ['Previous', 'Next', 'Edit', 'Delete', '25 rows', 'Page 1 of 3'])
        expect(screen.queryByText(english)).not.toBeInTheDocument();
      await user.click(screen.getByLabelText(french ? 'Supprimer Plan 1' : 'حذف Plan 1'));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(french ? 'Supprimer Plan 1 ?' : 'حذف Plan 1؟')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: french ? 'Annuler' : 'إلغاء' }));
      expect(missing()).toEqual([]);
    },
    120_000,
  );

  it.each(['fr', 'ar'] as const)(
    'a form page in %s: publishing, a refused save and its field message, with no English left',
    async (language) => {
      const missing = collectMissing();
      const user = userEvent.setup();
      await renderApp({ plugins: [plansPlugin], path: '/plans/new', language });
      const french = language === 'fr';
      expect(await screen.findByRole('heading', { name: french ? 'Nouvelle offre' : 'خطة جديدة' })).toBeInTheDocument();
      expect(
        screen.getByRole('radio', { name: french ? 'Publier à l’enregistrement' : 'النشر عند الحفظ' }),
      ).toBeChecked();
      expect(screen.getByLabelText(french ? 'Publier le' : 'النشر في', { exact: true })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: french ? 'Enregistrer' : 'حفظ' }));
      await expectFormRefused(french ? '1 champ demande votre attention.' : 'حقل واحد يحتاج إلى انتباه.');
      expect(screen.getByText(french ? 'Veuillez saisir un nom' : 'يُرجى إدخال اسم')).toBeInTheDocument();
      for (const english of ['Cancel', 'Save', 'Publishing', 'Save as draft', '1 field needs attention.'])
        expect(screen.queryByText(english)).not.toBeInTheDocument();
      expect(missing()).toEqual([]);
    },
    120_000,
  );
});
