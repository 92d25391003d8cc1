import { useCallback } from 'react';
import { Button, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { ListPage, useClientList, useNavigate, usePermission, useRemoteRows, useService } from '@backoffice/kernel';
import type { PricingPlan } from '../api';
import { PricingApiToken } from '../tokens';

const PAGE_SIZE = 10;
const FEATURES_SHOWN = 3;
export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The first three features, then an ellipsis when there are more (content spec §2). */
export function featureSummary(features: string[]): string {
  const shown = features.slice(0, FEATURES_SHOWN).join(', ');
  return features.length > FEATURES_SHOWN ? `${shown}, ...` : shown;
}

/** /pricing: every plan, searchable on plan name and description. */
export default function PricingList() {
  const api = useService(PricingApiToken);
  const navigate = useNavigate();
  const canWrite = usePermission('content:write');
  const { rows, loading, error, reload } = useRemoteRows(() => api.list(), 'Failed to load the pricing plans. Please try again.');

  const searchIn = useCallback((plan: PricingPlan) => [plan.planName, plan.description], []);
  const list = useClientList(rows, { pageSize: PAGE_SIZE, searchIn });

  const columns: TableColumnsType<PricingPlan> = [
    { title: 'Plan', key: 'planName', render: (_v, plan) => <Typography.Text strong>{plan.planName}</Typography.Text> },
    { title: 'Monthly', key: 'monthly', render: (_v, plan) => usd.format(plan.monthlyPrice) },
    { title: 'Yearly', key: 'yearly', render: (_v, plan) => usd.format(plan.yearlyPrice) },
    { title: 'Description', key: 'description', render: (_v, plan) => plan.description },
    { title: 'Features', key: 'features', render: (_v, plan) => featureSummary(plan.features) },
  ];
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      width: 100,
      render: (_v, plan) => (
        <Button icon={<EditOutlined />} aria-label={`Edit ${plan.planName}`} onClick={() => navigate('/pricing/edit-pricing', { state: { plan } })}>
          Edit
        </Button>
      ),
    });
  }

  return (
    <ListPage<PricingPlan>
      title="Pricing"
      search={{ placeholder: 'Search now', value: list.query, onChange: list.setQuery }}
      columns={columns}
      rowKey={(plan) => plan._id}
      rows={list.pageRows}
      page={list.page}
      pageCount={list.pageCount}
      onPage={list.setPage}
      loading={loading}
      error={error}
      onRetry={() => void reload()}
      emptyText={list.query ? 'No plan matches your search.' : 'No pricing plans yet.'}
    />
  );
}
