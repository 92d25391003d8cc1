import type { PricingPlan } from '@backoffice/contracts';
import { published } from '../../support/fixtures';

/** A published plan as the API answers one (no image); `overrides` say what a test is about. */
export function pricingPlan(overrides: Partial<PricingPlan> = {}): PricingPlan {
  return {
    _id: 'p1',
    planName: 'Starter',
    monthlyPrice: 49,
    yearlyPrice: 490,
    description: 'For new sellers',
    features: ['COD'],
    media: '',
    row: 1,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-10T10:00:00.000Z',
    ...published,
    ...overrides,
  };
}
