import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MessageCatalogs } from '@backoffice/kernel';
import activity from '@backoffice/plugin-activity';
import apiTokens from '@backoffice/plugin-api-tokens';
import articles from '@backoffice/plugin-articles';
import collectedData from '@backoffice/plugin-collected-data';
import companies from '@backoffice/plugin-companies';
import countries from '@backoffice/plugin-countries';
import dashboard from '@backoffice/plugin-dashboard';
import faqs from '@backoffice/plugin-faqs';
import jobs from '@backoffice/plugin-jobs';
import legalPages from '@backoffice/plugin-legal-pages';
import media from '@backoffice/plugin-media';
import personalData from '@backoffice/plugin-personal-data';
import plugins from '@backoffice/plugin-plugins';
import podcasts from '@backoffice/plugin-podcasts';
import pricing from '@backoffice/plugin-pricing';
import profile from '@backoffice/plugin-profile';
import reviews from '@backoffice/plugin-reviews';
import users from '@backoffice/plugin-users';
import webhooks from '@backoffice/plugin-webhooks';
import seo from '@backoffice/plugin-seo';
import sections from '@backoffice/plugin-sections';
import { KERNEL_MESSAGES as KERNEL_CATALOGS } from '../../packages/kernel/src/i18n/messages';
import { declaredTextsOf, loadedCatalogs, missingIn, sourcesUnder, textsOf } from '../support/message-coverage';

// French and Arabic are fetched when chosen: the checks read them loaded.
const KERNEL_MESSAGES = await loadedCatalogs(KERNEL_CATALOGS);

// Each translated plugin's screens in French and Arabic: every text its sources write through t(), and every
// column title and sidebar label it declares as text, is in its catalogs (or the kernel's).
const translated: Array<{ folder: string; messages: MessageCatalogs | undefined }> = [
  { folder: 'dashboard', messages: dashboard.messages },
  { folder: 'faqs', messages: faqs.messages },
  { folder: 'articles', messages: articles.messages },
  { folder: 'legal-pages', messages: legalPages.messages },
  { folder: 'jobs', messages: jobs.messages },
  { folder: 'pricing', messages: pricing.messages },
  { folder: 'reviews', messages: reviews.messages },
  { folder: 'users', messages: users.messages },
  { folder: 'activity', messages: activity.messages },
  { folder: 'webhooks', messages: webhooks.messages },
  { folder: 'api-tokens', messages: apiTokens.messages },
  { folder: 'media', messages: media.messages },
  { folder: 'personal-data', messages: personalData.messages },
  { folder: 'plugins', messages: plugins.messages },
  { folder: 'profile', messages: profile.messages },
  { folder: 'companies', messages: companies.messages },
  { folder: 'countries', messages: countries.messages },
  { folder: 'seo', messages: seo.messages },
  { folder: 'podcasts', messages: podcasts.messages },
  { folder: 'collected-data', messages: collectedData.messages },
  { folder: 'sections', messages: sections.messages },
];

describe.each(translated)('the $folder plugin in French and Arabic', ({ folder, messages }) => {
  // Tests run from the repository's root.
  const sources = sourcesUnder(join(process.cwd(), 'packages/plugins', folder, 'src')).map((path) =>
    readFileSync(path, 'utf8'),
  );
  const texts = sources.flatMap((source) => [...textsOf(source), ...declaredTextsOf(source)]);

  it.each(['fr', 'ar'] as const)('has every text in %s', async (language) => {
    expect(texts.length).toBeGreaterThan(0);
    expect(missingIn(await loadedCatalogs(messages), language, texts, KERNEL_MESSAGES)).toEqual([]);
  });
});
