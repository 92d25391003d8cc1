import { theme, type ThemeConfig } from 'antd';
import type { ThemeName } from './theme-mode';
import { themeVariablesCss } from './theme-variables';

const font = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * Dark on antd's dark algorithm. Secondary text (breadcrumbs, descriptions, placeholders) and links are
 * lighter than antd's defaults so they keep 4.5:1 on the dark surfaces (WCAG 2.2 AA).
 */
export const darkTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: '#1668dc',
    colorLink: '#4096ff',
    // antd's dark algorithm darkens these seeds; the text variants are set outright.
    colorError: '#ff7875',
    colorErrorText: '#ff7875',
    colorPrimaryText: '#4096ff',
    colorLinkHover: '#69b1ff',
    colorTextDescription: 'rgba(255,255,255,0.65)',
    colorTextTertiary: 'rgba(255,255,255,0.65)',
    colorTextPlaceholder: 'rgba(255,255,255,0.55)',
    borderRadius: 8,
    fontFamily: font,
  },
  components: {
    Layout: { headerBg: '#141414', siderBg: '#141414', bodyBg: '#000000', headerPadding: '0 16px' },
    Menu: { darkItemBg: '#141414', darkSubMenuItemBg: '#141414', darkGroupTitleColor: 'rgba(255,255,255,0.65)' },
    // No red is both readable on the dark surfaces and dark enough under white text: solid danger buttons get dark text.
    // Hovered and pressed buttons keep 4.5:1 (issue 34, axe: 3.53-4.46:1 with antd's lighter hover blue): a primary
    // button darkens under its white text, and a default button's text and border turn a light blue on the dark card.
    Button: {
      dangerColor: '#000000',
      colorPrimaryHover: '#0958d9',
      colorPrimaryActive: '#003eb3',
      defaultHoverColor: '#4096ff',
      defaultHoverBorderColor: '#4096ff',
      defaultActiveColor: '#69b1ff',
      defaultActiveBorderColor: '#69b1ff',
      colorLinkHover: '#69b1ff',
      colorLinkActive: '#4096ff',
      colorErrorActive: '#ff4d4f',
    },
    // An empty table's and a search's 'nothing found' text is antd's disabled grey (2.24:1): the secondary text's.
    Table: { colorTextDisabled: 'rgba(255,255,255,0.65)' },
    Tabs: {
      itemSelectedColor: '#4096ff',
      itemActiveColor: '#4096ff',
      itemHoverColor: '#69b1ff',
      inkBarColor: '#4096ff',
    },
    Pagination: { itemActiveColor: '#4096ff', itemActiveColorHover: '#69b1ff' },
  },
};

/** The light theme, with the same contrast rules: darker secondary text, placeholders and danger red. */
export const lightTheme: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: '#1668dc',
    // White button text keeps 4.5:1 when hovered or pressed too (antd lightens the seed on hover).
    colorPrimaryHover: '#0958d9',
    colorPrimaryActive: '#003eb3',
    colorError: '#cf1322',
    colorLink: '#0958d9',
    colorTextDescription: 'rgba(0,0,0,0.65)',
    colorTextTertiary: 'rgba(0,0,0,0.65)',
    colorTextPlaceholder: 'rgba(0,0,0,0.6)',
    // Warning and success text (e.g. the podcast cover's size advice) is antd's #faad14 / #52c41a on white
    // (1.9:1 / 2.3:1, issue 34): darker shades of the same hues.
    colorWarningText: '#ad4e00',
    colorSuccessText: '#237804',
    borderRadius: 8,
    fontFamily: font,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f5f5f5', headerPadding: '0 16px' },
    Menu: { itemBg: '#ffffff', subMenuItemBg: '#ffffff', groupTitleColor: 'rgba(0,0,0,0.65)' },
    // An empty table's and a search's 'nothing found' text is antd's disabled grey (#bfbfbf, 1.83:1): the secondary text's.
    Table: { colorTextDisabled: 'rgba(0,0,0,0.65)' },
    // Tag text takes the preset's 7th shade, below 4.5:1 on its own light background for these: one shade darker.
    Tag: {
      green7: '#237804',
      gold7: '#874d00',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      lime7: '#3f6600',
      cyan7: '#006d75',
      yellow7: '#876800',
    },
  },
};

export const antdThemes: Record<ThemeName, ThemeConfig> = { dark: darkTheme, light: lightTheme };

/** Layout rules antd has no token for; injected once by the app shell. */
export const shellCss = `${themeVariablesCss}
html, body, #root { margin: 0; min-height: 100%; background: var(--bo-bg); color: var(--bo-text); }
.bo-topbar { display: flex; align-items: center; gap: 12px; border-bottom: 1px solid var(--bo-border); position: sticky; top: 0; z-index: 10; }
.bo-sidebar-filter { padding: 12px 12px 4px; }
.bo-sidebar-empty { padding: 8px 16px; color: var(--bo-text-secondary); }
.bo-sider { border-inline-end: 1px solid var(--bo-border); min-width: 220px !important; }
.bo-sider .ant-layout-sider-children { position: sticky; top: 64px; height: calc(100vh - 64px); }
.bo-content { padding: 24px; min-width: 0; }
.bo-route-progress { position: fixed; top: 0; left: 0; right: 0; height: 3px; z-index: 1000; background: var(--bo-primary, #1668dc); transform-origin: left; animation: bo-route-progress 1.2s ease-out infinite; }
@keyframes bo-route-progress { from { transform: scaleX(0.1); } to { transform: scaleX(0.9); } }
@media (prefers-reduced-motion: reduce) { .bo-route-progress { animation: none; } }
/* Light theme: the switch's 'off' track is below 4.5:1 under its white label. */
[data-theme='light'] .ant-switch:not(.ant-switch-checked):not(.ant-switch-disabled) { background: rgba(0, 0, 0, 0.55); }
[data-theme='light'] .ant-switch:not(.ant-switch-checked):not(.ant-switch-disabled):hover { background: rgba(0, 0, 0, 0.65); }
.bo-palette-list { list-style: none; margin: 12px 0 0; padding: 0; max-height: min(60vh, 420px); overflow-y: auto; }
.bo-palette-option { display: flex; justify-content: space-between; gap: 12px; padding: 8px 12px; border-radius: 6px; cursor: pointer; }
.bo-palette-active { background: var(--bo-primary); color: #fff; }
.bo-palette-hint { opacity: 0.85; font-size: 12px; align-self: center; text-align: end; }
.bo-palette-active .bo-palette-hint { opacity: 1; }
@media (max-width: 767.98px) { .bo-content { padding: 12px; } .bo-profile-name { display: none; } }
.bo-profile-chip { display: inline-flex; align-items: center; gap: 8px; background: transparent; border: 1px solid var(--bo-border); border-radius: 999px; padding: 3px 12px 3px 3px; color: inherit; cursor: pointer; font: inherit; line-height: 1.2; height: 40px; }
.bo-profile-chip:hover { border-color: var(--bo-primary); }
.bo-busy-overlay { position: fixed; inset: 0; z-index: 2000; display: grid; place-items: center; background: var(--bo-overlay); }
.bo-page-header { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin-bottom: 16px; }
.bo-page-header h1 { margin: 0 !important; flex: 1 1 auto; }
.bo-result-title { margin: 0; font: inherit; color: inherit; }
.bo-toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-bottom: 16px; }
.bo-toolbar .ant-input-affix-wrapper { max-width: 360px; }
.bo-pager { display: flex; justify-content: flex-end; margin-top: 16px; }
.bo-list-footer .bo-pager { margin-top: 0; }
.bo-skip-link { position: absolute; left: 8px; top: -48px; z-index: 1100; padding: 8px 16px; border-radius: 6px; background: var(--bo-skip-bg, #1668dc); color: #fff; font-weight: 600; }
.bo-skip-link:focus { top: 8px; color: #fff; }
.bo-content:focus { outline: none; }
.bo-shortcuts { display: grid; gap: 8px; margin: 0; }
.bo-shortcuts > div { display: grid; grid-template-columns: minmax(140px, 40%) 1fr; gap: 12px; }
.bo-shortcuts dd { margin: 0; }
.bo-dashboard-grid { display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); grid-auto-rows: 1fr; }
.bo-dashboard-card-link { display: block; height: 100%; color: inherit; }
.bo-card-heading { font-size: 16px; margin: 0; }
.bo-list-footer { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: flex-end; margin-top: 16px; }
.bo-list-total { margin-inline-end: auto; }
.bo-list-skeleton { padding: 16px 0; }
.bo-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.bo-form-actions { display: flex; justify-content: flex-end; gap: 12px; margin-top: 24px; }
.bo-image-field { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
/* A wide table's own scrolling region, focusable so the keyboard scrolls it (axe scrollable-region-focusable). */
.bo-scroll-region { overflow-x: auto; max-width: 100%; }
.bo-cell-truncate { display: inline-block; max-width: 220px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; vertical-align: bottom; }
@media (max-width: 767.98px) { .bo-cell-truncate { max-width: 100px; } }
/* A list on a phone: fits the screen, its text columns wrapping (no column fixed over the text, issue 34). */
.bo-list-fit .ant-table-cell { white-space: normal; overflow-wrap: anywhere; }
.bo-row-details { display: grid; gap: 8px; margin: 0; }
.bo-row-details > div { display: grid; grid-template-columns: minmax(96px, 40%) 1fr; gap: 8px; }
.bo-row-details dt { color: var(--bo-text-secondary); }
.bo-row-details dd { margin: 0; overflow-wrap: anywhere; }
.bo-field { display: grid; gap: 6px; margin-bottom: 16px; align-content: start; min-width: 0; }
.bo-field-label { display: flex; gap: 4px; align-items: baseline; }
.bo-required { color: var(--bo-danger-text); }
.bo-field-error { color: var(--bo-danger-text); font-size: 13px; }
.bo-field-invalid .ant-input, .bo-field-invalid .ant-input-affix-wrapper, .bo-field-invalid .ant-input-number, .bo-field-invalid .ant-select-selector, .bo-field-invalid .ant-picker, .bo-field-invalid .ql-container, .bo-field-invalid .bo-image-preview { border-color: var(--bo-danger-text) !important; }
.bo-content { overflow-wrap: break-word; }
.bo-content .ant-card, .bo-content .ant-typography, .bo-content .ant-descriptions-item-content, .bo-content p, .bo-field { overflow-wrap: anywhere; min-width: 0; }
/* antd's light tags put palette-6 text on palette-1 backgrounds (about 3:1); darker text reaches 4.5:1. */
html[data-theme="light"] .ant-tag-green, html[data-theme="light"] .ant-tag-success { color: #237804; }
html[data-theme="light"] .ant-tag-gold, html[data-theme="light"] .ant-tag-warning { color: #874d00; }
html[data-theme="light"] .ant-tag-blue, html[data-theme="light"] .ant-tag-processing { color: #0050b3; }
html[data-theme="light"] .ant-tag-red, html[data-theme="light"] .ant-tag-error { color: #a8071a; }
html[data-theme="light"] .ant-tag-orange { color: #873800; } html[data-theme="light"] .ant-tag-volcano { color: #ad2102; }
html[data-theme="light"] .ant-tag-purple { color: #391085; } html[data-theme="light"] .ant-tag-geekblue { color: #10239e; }
html[data-theme="light"] .ant-tag-cyan { color: #006d75; } html[data-theme="light"] .ant-tag-magenta { color: #9e1068; }
html[data-theme="light"] .ant-tag-lime { color: #3f6600; } html[data-theme="light"] .ant-tag-yellow { color: #614700; }
.ant-input-password-icon, .ant-input-clear-icon { display: inline-flex; align-items: center; justify-content: center; min-width: 24px; min-height: 24px; }
.bo-image-preview { width: 160px; height: 100px; object-fit: contain; background: var(--bo-surface-raised); border: 1px dashed var(--bo-border-strong); border-radius: 8px; display: grid; place-items: center; }
`;
