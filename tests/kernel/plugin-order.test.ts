import { describe, expect, it } from 'vitest';
import { defineExtensionPoint, definePlugin } from '@backoffice/kernel';
import { formatBootReport } from '@backoffice/kernel/app';
import { planPlugins } from '../../packages/kernel/src/core/plugin-order';

const plugin = (id: string, requires: string[] = []) => definePlugin({ id, requires });

describe('plugin planning', () => {
  it('orders by requires and keeps the given order among independent plugins', () => {
    const plan = planPlugins([plugin('c', ['b']), plugin('a'), plugin('b', ['a']), plugin('d')], () => true);
    expect(plan.ordered.map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(plan.notStarting).toEqual([]);
  });

  it('skips plugins that require an unknown plugin, form a cycle, or share an id, with reasons', () => {
    const plan = planPlugins(
      [plugin('x', ['ghost']), plugin('p', ['q']), plugin('q', ['p']), plugin('ok'), plugin('ok')],
      () => true,
    );
    expect(plan.ordered.map((entry) => entry.id)).toEqual(['ok']);
    const reasons = Object.fromEntries(plan.notStarting.map((entry) => [entry.id, entry.reason]));
    expect(reasons.x).toBe('requires "ghost", which is not installed');
    expect(reasons.p ?? reasons.q).toMatch(/cycle|did not start/);
    expect(plan.notStarting.filter((entry) => entry.id === 'ok')[0].reason).toBe('another plugin has the same id');
  });

  it('a disabled plugin takes every plugin that requires it, directly or not', () => {
    const plan = planPlugins([plugin('base'), plugin('mid', ['base']), plugin('top', ['mid'])], (id) => id !== 'base');
    expect(plan.ordered).toEqual([]);
    expect(formatBootReport(plan.notStarting)).toContain('0 of 3 plugins started');
    expect(plan.notStarting.map((entry) => entry.status)).toEqual(['disabled', 'skipped', 'skipped']);
  });

  it('rejects malformed plugin ids, route paths and extension point ids early', () => {
    expect(() => definePlugin({ id: 'Bad Id' })).toThrow(/lower-case/);
    expect(() =>
      definePlugin({ id: 'ok', routes: [{ path: 'no-slash', screen: async () => ({ default: () => null }) }] }),
    ).toThrow(/must start with \//);
    expect(() => defineExtensionPoint('cards')).toThrow(/versioned/);
    expect(defineExtensionPoint('dashboard/cards/v1').id).toBe('dashboard/cards/v1');
  });
});
