import { Http, inject, injectable, type HttpClient } from '@backoffice/kernel';

/** A pricing plan as `GET /pricingModel/get` lists it (content spec §3). */
export interface PricingPlan {
  _id: string;
  planName: string;
  monthlyPrice: number;
  yearlyPrice: number;
  description: string;
  /** At most 10 (content spec §5). */
  features: string[];
  media?: string;
  updatedAt?: string;
}

/** What the editor sends (JSON, content spec §7). */
export type PricingPlanInput = Pick<PricingPlan, 'planName' | 'monthlyPrice' | 'yearlyPrice' | 'description' | 'features' | 'media'>;

interface Answer<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** The list is `data`; older backends nested it as `data.data`. */
function listOf(body: Answer<PricingPlan[] | { data: PricingPlan[] }>): PricingPlan[] {
  const data = body?.data;
  if (Array.isArray(data)) return data;
  if (data && Array.isArray(data.data)) return data.data;
  return [];
}

/** The pricing calls of content spec §7. */
@injectable()
export class PricingApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  async list(): Promise<PricingPlan[]> {
    const response = await this.http.get<Answer<PricingPlan[]>>('/pricingModel/get');
    return listOf(response.data);
  }

  async update(plan: PricingPlan, change: PricingPlanInput): Promise<PricingPlan> {
    const response = await this.http.put<Answer<PricingPlan>>(`/pricingModel/update/${encodeURIComponent(plan._id)}`, { ...change, updatedAt: plan.updatedAt });
    return response.data.data;
  }

  /** Uploads the plan's image (a file), or removes it (null): `PUT /pricingModel/media/{id}`. */
  async setMedia(plan: PricingPlan, file: File | null): Promise<PricingPlan> {
    const form = new FormData();
    if (plan.updatedAt) form.append('updatedAt', plan.updatedAt);
    if (file) form.append('media', file);
    else form.append('removeMedia', 'true');
    const response = await this.http.put<Answer<PricingPlan>>(`/pricingModel/media/${encodeURIComponent(plan._id)}`, form);
    return response.data.data;
  }
}
