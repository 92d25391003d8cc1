import { errorMessage, inject, injectable, makeAutoObservable, runInAction } from '@backoffice/kernel';
import { PersonalDataApi, type PersonalDataErased, type PersonalDataFound } from '../api';
import { PersonalDataApiToken } from '../tokens';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The texts a lookup shows when it cannot run or fails (the screen's, in the admin's language). */
export interface LookupMessages {
  /** The address typed is not an e-mail address. */
  invalid: string;
  /** The search failed and the server gave no message. */
  failed: string;
}

/**
 * The personal-data lookup's state: the e-mail address typed, what is held about the person found, whether a call is
 * under way, the error and the notice shown. Everything is forgotten when the screen closes and when the admin signs
 * out (`reset`): it is personal data.
 */
@injectable()
export class PersonalDataStore {
  email = '';
  /** What is held about the last person found; null before a search. */
  found: PersonalDataFound | null = null;
  /** True while a search, an export or an erasure runs. */
  busy = false;
  error: string | null = null;
  /** What the last erasure removed. */
  notice: string | null = null;

  constructor(@inject(PersonalDataApiToken) private readonly api: PersonalDataApi) {
    makeAutoObservable<PersonalDataStore, 'api'>(this, { api: false });
  }

  setEmail(email: string): void {
    this.email = email;
  }

  setNotice(notice: string | null): void {
    this.notice = notice;
  }

  /** Finds what is held about an address (the one typed unless given); an address that is not one is an error. */
  async find(messages: LookupMessages, address = this.email.trim()): Promise<void> {
    this.notice = null;
    if (!EMAIL.test(address)) {
      this.error = messages.invalid;
      return;
    }
    this.busy = true;
    this.error = null;
    try {
      const found = await this.api.find(address);
      runInAction(() => {
        this.found = found;
      });
    } catch (failure) {
      runInAction(() => {
        this.error = errorMessage(failure, messages.failed);
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Everything held about the person found, as one .zip (busy meanwhile); a failure throws. */
  async exportZip(): Promise<Blob | undefined> {
    if (!this.found) return undefined;
    this.busy = true;
    try {
      return await this.api.exportZip(this.found.email);
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Erases everything held about an address; a failure throws. */
  erase(email: string): Promise<PersonalDataErased> {
    return this.api.erase(email);
  }

  /** Forgets the address, the person found and the messages. */
  reset(): void {
    this.email = '';
    this.found = null;
    this.busy = false;
    this.error = null;
    this.notice = null;
  }
}
