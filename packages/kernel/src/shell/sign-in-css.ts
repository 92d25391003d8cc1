import { themeVariablesCss } from './theme-variables';

/** Styles of the sign-in screen and the start-up spinner, matching antd's themes without loading it. */
export const signInCss = `${themeVariablesCss}
.bo-signin { min-height: 100vh; display: grid; place-items: center; padding: 16px; box-sizing: border-box; background: var(--bo-signin-bg); color: var(--bo-text); font-family: Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; font-size: 14px; }
.bo-signin-card { width: 100%; max-width: 400px; box-sizing: border-box; padding: 32px; background: var(--bo-surface); border: 1px solid var(--bo-border); border-radius: 12px; display: grid; gap: 6px; box-shadow: var(--bo-card-shadow); }
.bo-signin-head { text-align: center; margin-bottom: 16px; }
.bo-signin-head h1 { font-size: 24px; font-weight: 600; margin: 20px 0 4px; }
.bo-signin-head p { margin: 0; color: var(--bo-text-secondary); }
.bo-signin-card label { margin-top: 12px; font-weight: 500; }
.bo-input { width: 100%; box-sizing: border-box; height: 40px; padding: 0 12px; font: inherit; font-size: 16px; color: inherit; background: var(--bo-surface); border: 1px solid var(--bo-border-strong); border-radius: 8px; outline: none; transition: border-color .2s; }
.bo-input:hover, .bo-input:focus { border-color: var(--bo-primary); }
.bo-input::placeholder { color: var(--bo-placeholder); }
.bo-password { position: relative; }
.bo-password .bo-input { padding-inline-end: 64px; }
.bo-reveal { position: absolute; inset-inline-end: 6px; top: 6px; height: 28px; padding: 0 10px; font: inherit; color: var(--bo-text-secondary); background: transparent; border: 0; border-radius: 6px; cursor: pointer; }
.bo-reveal:hover { color: var(--bo-text); background: var(--bo-hover); }
.bo-submit { margin-top: 24px; height: 40px; font: inherit; font-size: 16px; font-weight: 500; color: #fff; background: var(--bo-primary); border: 0; border-radius: 8px; cursor: pointer; display: inline-flex; align-items: center; justify-content: center; gap: 8px; }
.bo-submit:hover { background: var(--bo-primary-hover); }
.bo-submit:disabled { opacity: 0.7; cursor: default; }
.bo-sso { margin-top: 4px; height: 40px; box-sizing: border-box; font-size: 16px; font-weight: 500; color: var(--bo-text); background: var(--bo-surface); border: 1px solid var(--bo-border-strong); border-radius: 8px; display: flex; align-items: center; justify-content: center; text-decoration: none; text-align: center; padding: 0 12px; }
.bo-sso:hover, .bo-sso:focus-visible { border-color: var(--bo-primary); color: var(--bo-primary); }
.bo-or { display: flex; align-items: center; gap: 12px; margin-top: 16px; color: var(--bo-text-secondary); font-size: 13px; }
.bo-or::before, .bo-or::after { content: ''; flex: 1; border-top: 1px solid var(--bo-border); }
.bo-signin-or { display: flex; align-items: center; gap: 12px; margin-top: 16px; color: var(--bo-text-secondary); font-size: 13px; }
.bo-signin-or::before, .bo-signin-or::after { content: ''; flex: 1; border-top: 1px solid var(--bo-border); }
.bo-signin-language { display: flex; align-items: center; justify-content: flex-end; gap: 8px; margin-top: 16px; color: var(--bo-text-secondary); font-size: 13px; }
.bo-signin-card .bo-signin-language label { margin-top: 0; font-weight: 400; }
.bo-signin-language select { font: inherit; color: var(--bo-text); background: var(--bo-surface); border: 1px solid var(--bo-border-strong); border-radius: 6px; padding: 4px 8px; }
.bo-passkey { margin-top: 12px; height: 40px; font: inherit; font-size: 16px; font-weight: 500; color: var(--bo-text); background: transparent; border: 1px solid var(--bo-border-strong); border-radius: 8px; cursor: pointer; display: inline-flex; align-items: center; justify-content: center; gap: 8px; }
.bo-passkey:hover { border-color: var(--bo-primary); color: var(--bo-primary); }
.bo-passkey:disabled { opacity: 0.7; cursor: default; }
.bo-signin-error { padding: 8px 12px; border: 1px solid var(--bo-danger-border); background: var(--bo-danger-bg); color: var(--bo-danger-text); border-radius: 8px; }
.bo-spin { width: 16px; height: 16px; border: 2px solid rgba(255,255,255,0.35); border-top-color: #fff; border-radius: 50%; animation: bo-spin 0.8s linear infinite; }
.bo-spin-large { width: 36px; height: 36px; border-width: 3px; border-color: rgba(22,104,220,0.3); border-top-color: #1668dc; }
.bo-spin-dark { border-color: rgba(22,104,220,0.3); border-top-color: #1668dc; }
.bo-signin-step { display: grid; gap: 6px; }
.bo-signin-step > p { margin: 0 0 4px; color: var(--bo-text-secondary); line-height: 1.5; }
.bo-signin-step label { margin-top: 12px; font-weight: 500; }
.bo-code { letter-spacing: 0.1em; font-variant-numeric: tabular-nums; }
.bo-signin-links { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px; margin-top: 12px; }
.bo-link { padding: 0; font: inherit; color: var(--bo-primary); background: none; border: 0; cursor: pointer; text-align: start; }
.bo-link:hover { text-decoration: underline; }
.bo-qr { justify-self: center; margin: 8px 0; border-radius: 8px; background: #fff; }
.bo-secret { margin: 0; text-align: center; color: var(--bo-text-secondary); overflow-wrap: anywhere; }
.bo-secret code, .bo-recovery-codes code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: var(--bo-text); }
.bo-recovery-codes { margin: 4px 0; padding-inline-start: 28px; columns: 2 150px; line-height: 1.9; }
@keyframes bo-spin { to { transform: rotate(360deg); } }
`;
