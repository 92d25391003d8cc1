import { Typography } from 'antd';
import {
  AddButton,
  formatPrice,
  ListPage,
  publishStateColumn,
  useListController,
  useMessages,
  useNavigate,
  useService,
  type ListColumn,
  observer,
} from '@backoffice/kernel';
import type { PricingPlan } from '../api';
import { PricingApiToken, PricingListStoreToken } from '../tokens';

const FEATURES_SHOWN = 3;
/** A price in US dollars, written as the admin's language writes prices. */
export const usd = { format: (value: number) => formatPrice(value, 'USD') };

/** The first three features, then an ellipsis when there are more. */
export function featureSummary(features: string[]): string {
  const shown = features.slice(0, FEATURES_SHOWN).join(', ');
  return features.length > FEATURES_SHOWN ? `${shown}, ...` : shown;
}

const columns: ListColumn<PricingPlan>[] = [
  { title: 'Row', key: 'row', sortKey: 'row', width: 70, render: (_v, plan) => plan.row },
  {
    title: 'Plan',
    key: 'planName',
    sortKey: 'planName',
    render: (_v, plan) => <Typography.Text strong>{plan.planName}</Typography.Text>,
  },
  { title: 'Monthly', key: 'monthly', sortKey: 'monthlyPrice', render: (_v, plan) => usd.format(plan.monthlyPrice) },
  { title: 'Yearly', key: 'yearly', sortKey: 'yearlyPrice', render: (_v, plan) => usd.format(plan.yearlyPrice) },
  { title: 'Description', key: 'description', render: (_v, plan) => plan.description },
  { title: 'Features', key: 'features', render: (_v, plan) => featureSummary(plan.features) },
  publishStateColumn<PricingPlan>(),
];

/** /pricing: every plan in row order, searchable on plan name and description; add and delete (not in the spec). */
export default observer(function PricingList() {
  const { t } = useMessages();
  const api = useService(PricingApiToken);
  const navigate = useNavigate();
  const list = useListController<PricingPlan>({
    store: useService(PricingListStoreToken),
    searchIn: (plan) => [plan.planName, plan.description],
    failureMessage: t('Failed to load the pricing plans. Please try again.'),
    remove: {
      confirm: (plan) => t("The plan '{{name}}' will be removed from the public site.", { name: plan.planName }),
      title: t('Delete this plan?'),
      run: (plan) => api.remove(plan._id),
      failureMessage: t('The plan could not be deleted. Please try again.'),
    },
  });
  const nextRow = list.rows.reduce((max, plan) => Math.max(max, plan.row), 0) + 1;
  const add = (
    <AddButton noun="Plan" onClick={() => navigate('/pricing/edit-pricing', { state: { action: 'add', nextRow } })} />
  );

  return (
    <ListPage<PricingPlan>
      title={t('Pricing')}
      actions={add}
      list={list}
      search={t('Search now')}
      columns={columns}
      translations={{ kind: 'pricing', idOf: (plan) => plan._id }}
      rowName={(plan) => plan.planName}
      editPath={(plan) => `/pricing/edit-pricing?id=${encodeURIComponent(plan._id)}`}
      rowActionsWidth={180}
      emptyText={t('No pricing plans yet. The plans shown on the public pricing page are listed here.')}
      emptyAction={add}
      noMatchText={t('No plan matches your search.')}
    />
  );
});
