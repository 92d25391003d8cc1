/**
 * @backoffice/kernel: the plugin API, the only package a plugin imports (besides React and antd). Its names
 * are listed in packages/kernel/api-report.md, which a test compares with these exports: change it on purpose.
 * App start-up (boot, mount, config) is `@backoffice/kernel/app`; test helpers are `@backoffice/kernel/testing`.
 *
 * - Plugins: `definePlugin`, extension points (`defineExtensionPoint`, `contribute`, `useContributions`,
 *   `useContributionEntries`); each contributed component renders inside a `ContributionBoundary` naming its plugin.
 * - Services, resolved with `useService(Token)` or `@inject(Token)`: `Session`, `Http` (calls by URL, answers
 *   unwrapped, failures as `HttpError`), `Api` (the same, typed by `@backoffice/contracts`' endpoints),
 *   `Navigator`, `Dialogs`, `Config`, `PluginRegistry`. Plugins bind their own stores in `services`.
 * - UI kit: the resource primitives `useListController` + `ListPage` (lists) and `useRecordForm` + `FormPage`
 *   (edit and add forms), `AddButton`, `EditButton`, `DeleteButton`, `ImageUploadField` with `imageChoice`,
 *   `RichTextEditor`, `PageHeader`, `Pager`, `FormField`, `RowField`, `RecordUnavailable`, `LoadingLine`,
 *   `useRemoteRows`, `useUnsavedChanges`, `Can`, `usePermission`, `RecordHistory` (a record's activity;
 *   `FormPage`'s `history`), `ActivityChanges`, `saveFile`.
 * - Shared vocabulary: `CONTENT_CATEGORIES` (the 11 categories of articles and podcasts).
 *
 * inversify, MobX and react-router are re-exported so that every plugin shares the kernel's single copy.
 */

// Plugins and extension points
export { definePlugin } from './core/plugin';
export type {
  Plugin,
  PluginDefinition,
  PluginRoute,
  NavEntry,
  NavGroup,
  KernelNavGroup,
  NavGroupDefinition,
} from './core/plugin';
export { defineExtensionPoint, contribute } from './core/extension-point';
export type { ExtensionPoint, ExtensionPointOptions, Contribution, Contributed } from './core/extension-point';
export { createToken } from './core/token';
export { DashboardCards, PaletteActions, RecordSearches } from './core/kernel-extension-points';
export type { DashboardCard, PaletteAction, RecordSearch, RecordHit } from './core/kernel-extension-points';
export { matchesQuery } from './shell/command-targets';
export type { Token } from './core/token';
export { useService, useContributions, useContributionEntries } from './core/services-context';
export { Session, Http, Api, Navigator, Dialogs, Config, PluginRegistry, Languages } from './core/tokens';
export type { PluginRegistry as PluginRegistryService, BootReportEntry, BootStatus } from './core/registry';
export { PLUGIN_API_VERSION } from './core/plugin-api-version';
export type { ExternalPluginEntry } from './core/external-plugins';
export type { BackofficeConfig } from './core/config';

// Services' types
export type { Session as SessionStore, AdminProfile, SignInSecondStep, SignInCodeMethod } from './session/session';
export type { Permission, Role } from './session/permissions';
export { ROLES } from './session/permissions';
export type { HttpClient, UploadMethod, DownloadMethod, FormFields } from './core/http-client';
export { formDataOf } from './core/http-client';
export { HttpError } from './core/http-error';
export { errorMessage, errorStatus, errorField } from './core/http';
export { passkeyErrorMessage } from './session/passkey-error';
export type { ApiClient, ApiResult } from './core/api';
export type { Navigator as NavigatorService } from './core/navigator';
export type { Dialogs as DialogsService, ConfirmOptions } from './core/dialogs';
export { DEFAULT_CONFIRM_MESSAGE } from './core/dialogs';
export { CONTENT_CATEGORIES, DEFAULT_CONTENT_CATEGORY } from '@backoffice/contracts';
export type { ContentCategory } from '@backoffice/contracts';

// UI kit
export { useListController } from './ui/use-list-controller';
export type { ListController, ListControllerOptions, ListRemove } from './ui/use-list-controller';
export { ListPage } from './ui/ListPage';
export type { ListPageProps, ListSelection, ListColumn } from './ui/ListPage';
export { TruncatedText } from './ui/list-columns';
export { sessionColumns, formatSessionTime } from './ui/session-columns';
export { AddButton, DeleteButton, EditButton } from './ui/RowButtons';
export type { AddButtonProps } from './ui/RowButtons';
export { useRemoteRows } from './ui/use-remote-rows';
export type { RemoteRows } from './ui/use-remote-rows';
export type { ServerPage, PageLoader } from './ui/use-server-list';
export { ListStore, listStoreFrom, listStoreOf, fromServices } from './ui/list-store';
export { LatestLoad } from './ui/latest-load';
export type { ListQuery, ListStoreOptions, ServiceGetter, ServiceContext } from './ui/list-store';
export { useListStore } from './ui/use-list-store';
export { Pager } from './ui/Pager';
export { PageHeader } from './ui/PageHeader';
export { ContributionBoundary } from './ui/ContributionBoundary';
export type { ContributionBoundaryProps } from './ui/ContributionBoundary';
export type { Crumb } from './ui/PageHeader';
export { useRecordForm } from './ui/use-record-form';
export type { RecordForm, RecordFormOptions, RecordStatus } from './ui/use-record-form';
export { RecordFormStore, RecordFormContext, useRecordFormStore } from './ui/record-form-store';
export type { FormSchema, SchemaField } from './ui/record-form-store';
export { TextInput, TextAreaInput, NumberInput, RowInput, SelectInput, SwitchInput } from './ui/BoundInputs';
export type { BoundInputProps } from './ui/BoundInputs';
export { FormPage } from './ui/FormPage';
export type { FormPageProps } from './ui/FormPage';
export { LoadingLine, RecordUnavailable } from './ui/RecordUnavailable';
export type { RecordUnavailableProps } from './ui/RecordUnavailable';
export { FormField, RowField, ROW_HELP } from './ui/FormField';
export type { FormFieldProps } from './ui/FormField';
export { usePasswordStrength } from './ui/use-password-strength';
export type { PasswordStrength } from './ui/use-password-strength';
export { PasswordStrengthMeter } from './ui/PasswordStrengthMeter';
export { MIN_PASSWORD_LENGTH } from '@backoffice/contracts';
export { checkFields, isBlank } from './ui/field-rules';
export type { FieldErrors, FieldRule, FieldRules, RequiredRule } from './ui/field-rules';
export { contentTypeOf, readContentType, contentMatches } from './ui/file-content';
export { FormErrorsContext, focusFirstInvalidField } from './ui/form-errors-context';
// A form not drawn by FormPage (an upload-only card) runs its image fields' alt-text step on its own button.
export { createFormSaveGates, FormSaveGatesContext } from './ui/form-save-gates';
export type { FormSaveGate, FormSaveGates } from './ui/form-save-gates';
export type { FormErrorsState } from './ui/form-errors-context';
export { useUnsavedChanges, UNSAVED_CHANGES_MESSAGE } from './ui/use-unsaved-changes';
export type { UnsavedChanges } from './ui/use-unsaved-changes';
export { ImageUploadField, checkImage } from './ui/ImageUploadField';
export { ImageAltTextField } from './ui/ImageAltText';
export { imageChoice, KEEP_IMAGE } from './ui/image-choice';
export type { ImageChoice, ImageChoiceValue } from './ui/image-choice';
export type { ImageRules, ImageUploadFieldProps } from './ui/ImageUploadField';
export { readImageDimensions, dimensionsFromBytes } from './ui/image-dimensions';
export type { Dimensions } from './ui/image-dimensions';
export { RichTextEditor } from './ui/RichTextEditor';
export type { RichTextEditorProps } from './ui/RichTextEditor';
export { RICH_TEXT_TOOLBAR, RICH_TEXT_FORMATS, LINK_PROTOCOLS, isRichTextEmpty } from './ui/rich-text-options';
export { Can, usePermission } from './ui/Can';
export { PublishBar } from './ui/PublishBar';
export type { PublishBarProps } from './ui/PublishBar';
export { PublishStateTag, publishStateColumn } from './ui/PublishStateTag';
export { TranslationEditor } from './ui/translations/TranslationEditor';
export type { TranslationEditorProps, TranslatedField, TranslatedImage } from './ui/translations/TranslationEditor';
export type { ExtTranslationKind, TranslationKind } from '@backoffice/contracts';
export { LocaleTags, useTranslationsColumn } from './ui/translations/LocaleTags';
export { useContentLocales } from './ui/translations/content-locales';
export {
  fromLocalInput,
  choiceChangesPublishing,
  publishChoiceOf,
  publishFields,
  PUBLISH_STATE_LABELS,
  toLocalInput,
} from './ui/publish-choice';
export type { PublishChoice } from './ui/publish-choice';
export { usePublishChoice } from './ui/use-publish-choice';
export { formatBytes, formatDate, formatDateTime, formatNumber, formatPrice, fileNameOf } from './ui/format';
export { useMessages, MessagesNamespace, englishText } from './i18n/use-messages';
export type { Messages, Translate } from './i18n/use-messages';
export { ADMIN_LANGUAGES } from './i18n/languages';
export type { AdminLanguage, AdminLanguageInfo } from './i18n/languages';
export type { MessageCatalog, MessageCatalogLoader, MessageCatalogs } from './i18n/i18n';
export { saveFile } from './ui/save-file';
export { RecordHistory } from './ui/RecordHistory';
export type { RecordHistoryProps } from './ui/RecordHistory';
export { ActivityChanges, activityValueText } from './ui/ActivityChanges';

// Shared single copies
export { injectable, inject, ContainerModule } from 'inversify';
export type { ContainerModuleLoadOptions } from 'inversify';
export { makeAutoObservable, makeObservable, observable, action, computed, runInAction, reaction, autorun } from 'mobx';
export { observer } from 'mobx-react-lite';
export { Link, useLocation, useNavigate, useParams, useSearchParams, useBlocker } from 'react-router-dom';
