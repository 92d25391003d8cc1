import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { AddButton, ListPage, useListController, useNavigate, useService } from '@backoffice/kernel';
import type { PricingPlan } from '../api';
import { PricingApiToken } from '../tokens';

const FEATURES_SHOWN = 3;
export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The first three features, then an ellipsis when there are more (content spec §2). */
export function featureSummary(features: string[]): string {
  const shown = features.slice(0, FEATURES_SHOWN).join(', ');
  return features.length > FEATURES_SHOWN ? `${shown}, ...` : shown;
}

const columns: TableColumnsType<PricingPlan> = [
  { title: 'Row', key: 'row', width: 70, render: (_v, plan) => plan.row },
  { title: 'Plan', key: 'planName', render: (_v, plan) => <Typography.Text strong>{plan.planName}</Typography.Text> },
  { title: 'Monthly', key: 'monthly', render: (_v, plan) => usd.format(plan.monthlyPrice) },
  { title: 'Yearly', key: 'yearly', render: (_v, plan) => usd.format(plan.yearlyPrice) },
  { title: 'Description', key: 'description', render: (_v, plan) => plan.description },
  { title: 'Features', key: 'features', render: (_v, plan) => featureSummary(plan.features) },
];

/** /pricing: every plan in row order, searchable on plan name and description; add and delete (not in the spec). */
export default function PricingList() {
  const api = useService(PricingApiToken);
  const navigate = useNavigate();
  const list = useListController<PricingPlan>({
    load: () => api.list(),
    pageSize: 10,
    searchIn: (plan) => [plan.planName, plan.description],
    failureMessage: 'Failed to load the pricing plans. Please try again.',
    remove: {
      confirm: (plan) => `The plan '${plan.planName}' will be removed from the public site.`,
      title: 'Delete this plan?', okText: 'Delete', danger: true,
      run: (plan) => api.remove(plan._id),
      failureMessage: 'The plan could not be deleted. Please try again.',
    },
  });
  const nextRow = list.rows.reduce((max, plan) => Math.max(max, plan.row), 0) + 1;
  const add = <AddButton label="Add Plan" onClick={() => navigate('/pricing/edit-pricing', { state: { action: 'add', nextRow } })} />;

  return (
    <ListPage<PricingPlan>
      title="Pricing"
      actions={add}
      list={list}
      search="Search now"
      columns={columns}
      rowName={(plan) => plan.planName}
      onEdit={(plan) => navigate(`/pricing/edit-pricing?id=${encodeURIComponent(plan._id)}`)}
      rowActionsWidth={180}
      emptyText="No pricing plans yet. The plans shown on the public pricing page are listed here."
      emptyAction={add}
      noMatchText="No plan matches your search."
    />
  );
}
