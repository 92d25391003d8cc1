import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { HttpError, LatestLoad } from '@backoffice/kernel';

/** A promise settled by hand, to answer loads out of order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('LatestLoad (a store`s load: the last one asked wins)', () => {
  it('applies the newest answer only: an older one arriving later is dropped', async () => {
    const load = new LatestLoad(true);
    const shown: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const running = [
      load.run(
        () => first.promise,
        (answer) => shown.push(answer),
        'failed',
      ),
      load.run(
        () => second.promise,
        (answer) => shown.push(answer),
        'failed',
      ),
    ];
    second.resolve('newer');
    first.resolve('older');
    await Promise.all(running);
    expect(shown).toEqual(['newer']);
    expect(load.loading).toBe(false);
  });

  it('keeps the server`s message of a failure (else the one given), observable, and clears it on the next load', async () => {
    const load = new LatestLoad();
    const seen: Array<[boolean, string | null]> = [];
    const stop = autorun(() => seen.push([load.loading, load.error]));
    await load.run(
      () => Promise.reject(new HttpError('failed', 503, 'The database is not reachable', undefined, null)),
      () => {},
      'Could not load',
    );
    expect(load.error).toBe('The database is not reachable');
    await load.run(
      () => Promise.reject(new Error('socket hang up')),
      () => {},
      'Could not load',
    );
    expect(load.error).toBe('Could not load');
    await load.run(
      () => Promise.resolve(1),
      () => {},
      'Could not load',
    );
    expect(load.error).toBeNull();
    stop();
    expect(seen[0]).toEqual([false, null]);
    expect(seen).toContainEqual([true, null]);
    expect(seen).toContainEqual([false, 'The database is not reachable']);
  });

  it('reset drops an answer still on its way', async () => {
    const load = new LatestLoad();
    const late = deferred<string>();
    const shown: string[] = [];
    const running = load.run(
      () => late.promise,
      (answer) => shown.push(answer),
      'failed',
    );
    load.reset(true);
    late.resolve('from before');
    await running;
    expect(shown).toEqual([]);
    expect(load.loading).toBe(true);
  });
});
