import { Api, inject, injectable, type ApiClient, type PublishChoice } from '@backoffice/kernel';
import type { PricingApi as Calls, PricingPlan } from '@backoffice/contracts';

export type { PricingPlan } from '@backoffice/contracts';

/** What the editor sends (JSON). */
export type PricingPlanInput = Pick<
  PricingPlan,
  'planName' | 'monthlyPrice' | 'yearlyPrice' | 'description' | 'features' | 'media'
>;

/** What a save sends about publishing (docs/editorial-workflow.md): only what differs from the server's default. */
export type PlanPublishing = Partial<PublishChoice>;

/** The pricing calls of the original product's API. */
@injectable()
export class PricingApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  async list(): Promise<PricingPlan[]> {
    return (await this.api.get<Calls['list']>('/pricingModel/get')).data;
  }

  async update(plan: PricingPlan, change: PricingPlanInput & PlanPublishing): Promise<PricingPlan> {
    return this.api.put<Calls['update']>(`/pricingModel/update/${encodeURIComponent(plan._id)}`, {
      ...change,
      updatedAt: plan.updatedAt,
    });
  }

  /** A new plan (not in the spec): `POST /pricingModel/add`, at its row (1 is first) or after the last. */
  async add(input: PricingPlanInput & PlanPublishing & { row?: number }): Promise<PricingPlan> {
    return this.api.post<Calls['add']>('/pricingModel/add', input);
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(`/pricingModel/delete/${encodeURIComponent(id)}`);
  }

  /** Uploads the plan's image (a file), or removes it (null): `PUT /pricingModel/media/{id}`, with the save's publishing choice. */
  async setMedia(plan: PricingPlan, file: File | null, publishing: PlanPublishing = {}): Promise<PricingPlan> {
    // Only the choices made; a time cleared is sent empty.
    const times = Object.fromEntries(
      Object.entries(publishing)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, value ?? '']),
    );
    const fields = {
      updatedAt: plan.updatedAt || undefined,
      ...times,
      ...(file ? { media: file } : { removeMedia: 'true' as const }),
    };
    return this.api.upload<Calls['media']>('PUT', `/pricingModel/media/${encodeURIComponent(plan._id)}`, fields);
  }
}
