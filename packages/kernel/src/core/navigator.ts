/** The router functions the kernel needs; react-router's data router provides them. */
export interface RouterLike {
  navigate(to: string | number, options?: { replace?: boolean; state?: unknown }): Promise<void> | void;
}

/**
 * Navigation for code outside React components (stores, the HTTP client). Screens may also use the
 * router hooks the kernel re-exports.
 */
export class Navigator {
  private router: RouterLike | null = null;
  private pending: (() => void) | null = null;

  /** @internal the shell attaches the router once it exists. */
  attach(router: RouterLike | null): void {
    this.router = router;
    if (router && this.pending) {
      const run = this.pending;
      this.pending = null;
      run();
    }
  }

  go(path: string, state?: unknown): void {
    this.run(() => this.router!.navigate(path, { state }));
  }

  replace(path: string, state?: unknown): void {
    this.run(() => this.router!.navigate(path, { replace: true, state }));
  }

  back(): void {
    this.run(() => this.router!.navigate(-1));
  }

  private run(action: () => unknown): void {
    if (this.router) void action();
    else this.pending = action;
  }
}
