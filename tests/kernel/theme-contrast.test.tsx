import { screen } from '@testing-library/react';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../packages/kernel/src/shell/theme';
import { renderApp } from '../support/render-app';

/** WCAG contrast of two opaque colours, or of a translucent one over `under`. */
function contrast(color: string, under: string): number {
  const rgba = (value: string): [number, number, number, number] => {
    const hex = /^#([0-9a-f]{6})$/i.exec(value);
    if (hex)
      return [0, 2, 4].map((at) => parseInt(hex[1].slice(at, at + 2), 16)).concat(1) as [
        number,
        number,
        number,
        number,
      ];
    const parts = /rgba?\(([^)]+)\)/.exec(value)![1].split(',').map(Number);
    return [parts[0], parts[1], parts[2], parts[3] ?? 1];
  };
  const [br, bg, bb] = rgba(under);
  const [r, g, b, a] = rgba(color);
  const mixed = [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)];
  const luminance = (channels: number[]) => {
    const [lr, lg, lb] = channels
      .map((channel) => channel / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const [high, low] = [luminance(mixed), luminance([br, bg, bb])].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

describe('theme tokens keep 4.5:1 (issue 34 axe findings)', () => {
  it("an empty table's and a search's 'nothing found' text, in both themes", () => {
    const light = theme.getDesignToken(lightTheme);
    const dark = theme.getDesignToken(darkTheme);
    expect(
      contrast(lightTheme.components!.Table!.colorTextDisabled as string, light.colorBgContainer),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(darkTheme.components!.Table!.colorTextDisabled as string, dark.colorBgContainer),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('warning and success text (the podcast cover advice), in both themes', () => {
    for (const config of [lightTheme, darkTheme]) {
      const token = theme.getDesignToken(config);
      expect(contrast(token.colorWarningText, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token.colorSuccessText, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("the dark theme's hovered and pressed buttons", () => {
    const card = theme.getDesignToken(darkTheme).colorBgContainer;
    const button = darkTheme.components!.Button!;
    expect(contrast('#ffffff', button.colorPrimaryHover as string)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', button.colorPrimaryActive as string)).toBeGreaterThanOrEqual(4.5);
    for (const text of [
      button.defaultHoverColor,
      button.defaultActiveColor,
      button.colorLinkHover,
      button.colorLinkActive,
      button.colorErrorActive,
    ]) {
      expect(contrast(text as string, card)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(button.dangerColor as string, button.colorErrorActive as string)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the 404 page', () => {
  it('is headed by an h1', async () => {
    await renderApp({ plugins: [], path: '/no-such-screen' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
