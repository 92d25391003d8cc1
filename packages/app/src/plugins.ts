import type { Plugin } from '@backoffice/kernel';
import dashboardPlugin from '@backoffice/plugin-dashboard';
import usersPlugin from '@backoffice/plugin-users';
import profilePlugin from '@backoffice/plugin-profile';
import sectionsPlugin from '@backoffice/plugin-sections';
import countriesPlugin from '@backoffice/plugin-countries';
import podcastsPlugin from '@backoffice/plugin-podcasts';
import companiesPlugin from '@backoffice/plugin-companies';
import reviewsPlugin from '@backoffice/plugin-reviews';
import faqsPlugin from '@backoffice/plugin-faqs';
import articlesPlugin from '@backoffice/plugin-articles';
import legalPagesPlugin from '@backoffice/plugin-legal-pages';
import pricingPlugin from '@backoffice/plugin-pricing';
import seoPlugin from '@backoffice/plugin-seo';
import jobsPlugin from '@backoffice/plugin-jobs';
import collectedDataPlugin from '@backoffice/plugin-collected-data';
import activityPlugin from '@backoffice/plugin-activity';
import personalDataPlugin from '@backoffice/plugin-personal-data';
import pluginsPlugin from '@backoffice/plugin-plugins';
import apiTokensPlugin from '@backoffice/plugin-api-tokens';
import webhooksPlugin from '@backoffice/plugin-webhooks';
import mediaPlugin from '@backoffice/plugin-media';

/**
 * Every screen group this build ships, in sidebar-independent order. Which of them run is decided at
 * run time by `backoffice.config.json` (served as `/config.json`): `"plugins": { "<id>": false }`.
 * A plugin's screens are imported lazily, so listing a plugin here costs only its small definition.
 */
export const availablePlugins: Plugin[] = [
  dashboardPlugin,
  usersPlugin,
  profilePlugin,
  sectionsPlugin,
  countriesPlugin,
  podcastsPlugin,
  companiesPlugin,
  reviewsPlugin,
  faqsPlugin,
  articlesPlugin,
  legalPagesPlugin,
  pricingPlugin,
  seoPlugin,
  jobsPlugin,
  collectedDataPlugin,
  activityPlugin,
  personalDataPlugin,
  pluginsPlugin,
  apiTokensPlugin,
  webhooksPlugin,
  mediaPlugin,
];
