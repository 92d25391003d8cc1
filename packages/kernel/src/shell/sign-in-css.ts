/** Styles of the sign-in screen and the start-up spinner, matching antd's dark theme without loading it. */
export const signInCss = `
.bo-signin { min-height: 100vh; display: grid; place-items: center; padding: 16px; box-sizing: border-box; background: radial-gradient(ellipse at top, #10243f 0%, #000 60%); color: rgba(255,255,255,0.88); font-family: Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; font-size: 14px; }
.bo-signin-card { width: 100%; max-width: 400px; box-sizing: border-box; padding: 32px; background: #141414; border: 1px solid #303030; border-radius: 12px; display: grid; gap: 6px; box-shadow: 0 12px 40px rgba(0,0,0,0.5); }
.bo-signin-head { text-align: center; margin-bottom: 16px; }
.bo-signin-head h1 { font-size: 24px; font-weight: 600; margin: 20px 0 4px; }
.bo-signin-head p { margin: 0; color: rgba(255,255,255,0.55); }
.bo-signin-card label { margin-top: 12px; font-weight: 500; }
.bo-input { width: 100%; box-sizing: border-box; height: 40px; padding: 0 12px; font: inherit; font-size: 16px; color: inherit; background: #141414; border: 1px solid #424242; border-radius: 8px; outline: none; transition: border-color .2s; }
.bo-input:hover, .bo-input:focus { border-color: #1668dc; }
.bo-input:focus { box-shadow: 0 0 0 2px rgba(22,104,220,0.3); }
.bo-password { position: relative; }
.bo-password .bo-input { padding-right: 64px; }
.bo-reveal { position: absolute; right: 6px; top: 6px; height: 28px; padding: 0 10px; font: inherit; color: rgba(255,255,255,0.65); background: transparent; border: 0; border-radius: 6px; cursor: pointer; }
.bo-reveal:hover { color: #fff; background: #262626; }
.bo-submit { margin-top: 24px; height: 40px; font: inherit; font-size: 16px; font-weight: 500; color: #fff; background: #1668dc; border: 0; border-radius: 8px; cursor: pointer; display: inline-flex; align-items: center; justify-content: center; gap: 8px; }
.bo-submit:hover { background: #3c89e8; }
.bo-submit:disabled { opacity: 0.7; cursor: default; }
.bo-signin-error { padding: 8px 12px; border: 1px solid #5b2526; background: #2a1215; color: #ff7875; border-radius: 8px; }
.bo-spin { width: 16px; height: 16px; border: 2px solid rgba(255,255,255,0.35); border-top-color: #fff; border-radius: 50%; animation: bo-spin 0.8s linear infinite; }
.bo-spin-large { width: 36px; height: 36px; border-width: 3px; border-color: rgba(22,104,220,0.3); border-top-color: #1668dc; }
@keyframes bo-spin { to { transform: rotate(360deg); } }
`;
