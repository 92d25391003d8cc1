import type { DashboardAttention, DashboardFirstStep } from '../module';
import './tables';

/** Legal pages without any text yet (the standard ones start empty on a fresh install). */
const emptyPages = async (db: Parameters<DashboardAttention['count']>[0]) =>
  Number(
    (
      await db
        .selectFrom('legal_pages')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where((eb) =>
          eb(
            eb.fn('btrim', [eb.fn('regexp_replace', [eb.ref('content'), eb.val('<[^>]*>'), eb.val(''), eb.val('g')])]),
            '=',
            '',
          ),
        )
        .executeTakeFirstOrThrow()
    ).count,
  );

export const legalPagesAttention: DashboardAttention[] = [
  { key: 'empty-legal-pages', title: 'Legal pages without text', path: '/legal-pages', count: emptyPages },
];

export const legalPagesFirstSteps: DashboardFirstStep[] = [
  {
    key: 'legal-text',
    title: 'Write your privacy policy and terms',
    path: '/legal-pages',
    order: 50,
    done: async (db) => (await emptyPages(db)) === 0,
  },
];
