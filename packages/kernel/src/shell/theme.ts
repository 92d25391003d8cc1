import { theme, type ThemeConfig } from 'antd';

/** Dark everywhere (spec §1), on antd's dark algorithm. */
export const darkTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: '#1668dc',
    borderRadius: 8,
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  components: {
    Layout: { headerBg: '#141414', siderBg: '#141414', bodyBg: '#000000', headerPadding: '0 16px' },
    Menu: { darkItemBg: '#141414', darkSubMenuItemBg: '#141414' },
  },
};

/** Layout rules antd has no token for; injected once by the app shell. */
export const shellCss = `
html, body, #root { margin: 0; min-height: 100%; background: #000; color: rgba(255,255,255,0.85); }
.bo-topbar { display: flex; align-items: center; gap: 12px; border-bottom: 1px solid #303030; position: sticky; top: 0; z-index: 10; }
.bo-sider { border-inline-end: 1px solid #303030; min-width: 220px !important; }
.bo-sider .ant-layout-sider-children { position: sticky; top: 64px; height: calc(100vh - 64px); }
.bo-content { padding: 24px; min-width: 0; }
@media (max-width: 767.98px) { .bo-content { padding: 12px; } .bo-profile-name { display: none; } }
.bo-profile-chip { display: inline-flex; align-items: center; gap: 8px; background: transparent; border: 1px solid #303030; border-radius: 999px; padding: 3px 12px 3px 3px; color: inherit; cursor: pointer; font: inherit; line-height: 1.2; height: 40px; }
.bo-profile-chip:hover { border-color: #1668dc; }
.bo-busy-overlay { position: fixed; inset: 0; z-index: 2000; display: grid; place-items: center; background: rgba(0,0,0,0.55); }
.bo-page-header { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin-bottom: 16px; }
.bo-page-header h2 { margin: 0 !important; flex: 1 1 auto; }
.bo-toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-bottom: 16px; }
.bo-toolbar .ant-input-affix-wrapper { max-width: 360px; }
.bo-pager { display: flex; justify-content: flex-end; margin-top: 16px; }
.bo-form-actions { display: flex; justify-content: flex-end; gap: 12px; margin-top: 24px; }
.bo-image-field { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
.bo-image-preview { width: 160px; height: 100px; object-fit: contain; background: #1f1f1f; border: 1px dashed #424242; border-radius: 8px; display: grid; place-items: center; }
`;
