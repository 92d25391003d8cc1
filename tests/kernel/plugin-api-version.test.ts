import { describe, expect, it } from 'vitest';
import { definePlugin, PLUGIN_API_VERSION } from '@backoffice/kernel';
import { isPluginApiRange, pluginApiMismatch, satisfies } from '../../packages/kernel/src/core/plugin-api-version';

describe('the plugin API version', () => {
  it('is a semver version the kernel declares', () => {
    expect(PLUGIN_API_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('reads the ranges npm users write', () => {
    expect(satisfies('1.3.0', '^1.0')).toBe(true);
    expect(satisfies('1.3.0', '^1.4')).toBe(false);
    expect(satisfies('2.0.0', '^1.0')).toBe(false);
    expect(satisfies('0.2.5', '^0.2')).toBe(true);
    expect(satisfies('0.3.0', '^0.2')).toBe(false);
    expect(satisfies('1.3.4', '~1.3')).toBe(true);
    expect(satisfies('1.4.0', '~1.3')).toBe(false);
    expect(satisfies('1.3.0', '>=1.1 <2')).toBe(true);
    expect(satisfies('2.0.0', '>=1.1 <2')).toBe(false);
    expect(satisfies('1.3.0', '1.x')).toBe(true);
    expect(satisfies('1.3.0', '1')).toBe(true);
    expect(satisfies('1.3.0', '1.3.0')).toBe(true);
    expect(satisfies('1.3.1', '1.3.0')).toBe(false);
    expect(satisfies('3.1.0', '^2 || ^3')).toBe(true);
    expect(satisfies('1.0.0', '*')).toBe(true);
    expect(isPluginApiRange('latest')).toBe(false);
    expect(isPluginApiRange('^1.0 || ')).toBe(false);
  });

  it("says why a plugin does not fit, in the boot report's words", () => {
    expect(pluginApiMismatch('^2', '1.3.0')).toBe('needs plugin API ^2, this kernel provides 1.3');
    expect(pluginApiMismatch('^1.0', '1.3.0')).toBeNull();
    expect(pluginApiMismatch(undefined, '1.3.0')).toBeNull();
    expect(pluginApiMismatch(`^${PLUGIN_API_VERSION}`)).toBeNull();
  });

  it('refuses an unreadable range when the plugin is defined', () => {
    expect(() => definePlugin({ id: 'odd', pluginApi: 'newest' })).toThrow('pluginApi "newest" is not a semver range');
    expect(definePlugin({ id: 'fine', pluginApi: '^1.0' }).pluginApi).toBe('^1.0');
  });
});
