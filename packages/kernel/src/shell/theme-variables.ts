/**
 * The colours the kit's own CSS uses (the shell, the sign-in screen, the rich-text editor), per theme, keyed on
 * `<html data-theme>` (see theme-mode.ts). Text colours keep at least 4.5:1 and the focus ring at least 3:1
 * against the backgrounds they sit on (WCAG 2.2 AA).
 */
export const themeVariablesCss = `
:root, html[data-theme="dark"] {
  --bo-bg: #000; --bo-surface: #141414; --bo-surface-raised: #1f1f1f; --bo-border: #303030; --bo-border-strong: #5a5a5a;
  --bo-text: rgba(255,255,255,0.88); --bo-text-secondary: rgba(255,255,255,0.65); --bo-placeholder: rgba(255,255,255,0.55);
  --bo-primary: #1668dc; --bo-primary-hover: #3c89e8; --bo-focus: #4096ff; --bo-link: #4096ff;
  --bo-danger-text: #ff7875; --bo-danger-bg: #2a1215; --bo-danger-border: #5b2526;
  --bo-hover: #262626; --bo-overlay: rgba(0,0,0,0.55);
  --bo-signin-bg: radial-gradient(ellipse at top, #10243f 0%, #000 60%); --bo-card-shadow: 0 12px 40px rgba(0,0,0,0.5);
}
html[data-theme="light"] {
  --bo-bg: #f5f5f5; --bo-surface: #fff; --bo-surface-raised: #fafafa; --bo-border: #d9d9d9; --bo-border-strong: #8c8c8c;
  --bo-text: rgba(0,0,0,0.88); --bo-text-secondary: rgba(0,0,0,0.65); --bo-placeholder: rgba(0,0,0,0.6);
  --bo-primary: #1668dc; --bo-primary-hover: #0958d9; --bo-focus: #0958d9; --bo-link: #0958d9;
  --bo-danger-text: #cf1322; --bo-danger-bg: #fff1f0; --bo-danger-border: #ffa39e;
  --bo-hover: #f0f0f0; --bo-overlay: rgba(255,255,255,0.6);
  --bo-signin-bg: radial-gradient(ellipse at top, #dbe8ff 0%, #f5f5f5 60%); --bo-card-shadow: 0 12px 40px rgba(0,0,0,0.08);
}

/* A focus ring on everything reachable by keyboard, 2 px in a colour of at least 3:1 on either theme's background. */
:focus-visible { outline: 2px solid var(--bo-focus) !important; outline-offset: 2px; }
/* Fields whose input sits inside a frame: the ring goes round the frame. */
.ant-input-affix-wrapper:has(input:focus-visible), .ant-input-number:has(input:focus-visible), .ant-select:has(input:focus-visible),
.ant-picker:has(input:focus-visible), .ant-input-search:has(input:focus-visible) { outline: 2px solid var(--bo-focus); outline-offset: 2px; }
.ant-input-affix-wrapper input:focus-visible, .ant-input-number input:focus-visible, .ant-select input:focus-visible,
.ant-picker input:focus-visible { outline: none !important; }
/* Inside scrolling lists the ring is drawn within the element, where nothing clips it. */
.ant-menu-item:focus-visible, .ant-menu-submenu-title:focus-visible, .ant-dropdown-menu-item:focus-visible, .ant-select-item:focus-visible { outline-offset: -2px; }
`;
