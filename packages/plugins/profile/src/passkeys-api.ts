import { Api, inject, injectable, type ApiClient } from '@backoffice/kernel';
import type { AddedPasskey, Passkey, PasskeysApi as PasskeyCalls, RegistrationResponse } from '@backoffice/contracts';

export type { AddedPasskey, Passkey };

/** The signed-in admin's passkeys: list, add (the browser's passkey prompt in between), rename, remove. */
@injectable()
export class PasskeysApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  list(): Promise<Passkey[]> {
    return this.api.get<PasskeyCalls['list']>('/admin/passkeys');
  }

  /**
   * Asks the server for a challenge, lets the browser create a passkey (@simplewebauthn/browser, loaded only
   * now), and stores it under `name`. A closed prompt rejects with the browser's NotAllowedError. The first
   * second factor answers new recovery codes too.
   */
  async add(name: string): Promise<AddedPasskey> {
    const [{ startRegistration }, options] = await Promise.all([
      import('@simplewebauthn/browser'),
      this.api.post<PasskeyCalls['registrationOptions']>('/admin/passkeys/options'),
    ]);
    const response = await startRegistration({
      optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
    });
    return this.api.post<PasskeyCalls['register']>('/admin/passkeys', {
      name,
      response: response as unknown as RegistrationResponse,
    });
  }

  rename(passkey: Passkey, name: string): Promise<Passkey> {
    return this.api.put<PasskeyCalls['rename']>(`/admin/passkeys/${encodeURIComponent(passkey._id)}`, {
      name,
      updatedAt: passkey.updatedAt,
    });
  }

  async remove(passkey: Passkey): Promise<void> {
    await this.api.delete<PasskeyCalls['remove']>(`/admin/passkeys/${encodeURIComponent(passkey._id)}`);
  }
}
