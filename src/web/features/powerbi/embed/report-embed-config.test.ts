import {
  BackgroundType,
  DisplayOption,
  LayoutType,
  TokenType,
  validateFiltersPane,
  validatePageNavigationPane,
  validatePanes,
  validateReportLoad,
  validateSettings,
} from 'powerbi-models';
import { describe, expect, it } from 'vitest';
import { DEMO_EMBED_CONFIG } from '../../../../domain/powerbi/embed-config';
import { REPORT_SETTINGS, reportEmbedConfig } from './report-embed-config';

const TARGETS = [
  {
    name: 'a pasted configuration with a workspace',
    target: {
      embedUrl:
        'https://app.powerbi.com/reportEmbed?reportId=f6bfd646-b718-44dc-a378-b73e6b528204&groupId=be8908da',
      accessToken: 'H4sIAAAAAAAEAB2Tt...',
      reportId: 'f6bfd646-b718-44dc-a378-b73e6b528204',
      groupId: 'be8908da-da25-452e-b220-163f52476cdd',
    },
  },
  { name: 'without a workspace', target: { ...DEMO_EMBED_CONFIG, groupId: '' } },
  { name: 'the demo configuration', target: DEMO_EMBED_CONFIG },
  {
    name: 'a token the server issued (sovereign cloud)',
    target: {
      embedUrl: 'https://app.powerbi.cn/reportEmbed?reportId=r1',
      accessToken: 'x.y.z',
      reportId: 'r1',
    },
  },
];

describe('report embed configuration', () => {
  it.each(TARGETS)('$name passes powerbi-models validation', ({ target }) => {
    const config = reportEmbedConfig(target);
    expect(validateReportLoad(config)).toBeUndefined();
    expect(validateSettings(config.settings)).toBeUndefined();
    expect(validatePanes(config.settings?.panes)).toBeUndefined();
    expect(validateFiltersPane(config.settings?.panes?.filters)).toBeUndefined();
    expect(validatePageNavigationPane(config.settings?.panes?.pageNavigation)).toBeUndefined();
  });

  it.each(TARGETS)('$name has the spec settings', ({ target }) => {
    const config = reportEmbedConfig(target);
    expect(config).toMatchObject({
      type: 'report',
      id: target.reportId,
      embedUrl: target.embedUrl,
      accessToken: target.accessToken,
      tokenType: TokenType.Embed,
      settings: {
        panes: { filters: { visible: true, expanded: false }, pageNavigation: { visible: true } },
        background: BackgroundType.Transparent,
        layoutType: LayoutType.Custom,
        customLayout: { displayOption: DisplayOption.FitToWidth },
      },
    });
    expect(config.groupId).toBe(target.groupId || undefined);
  });

  it('is refused by powerbi-models when a required part is missing, so the check above can fail', () => {
    const { accessToken: _token, ...noToken } = reportEmbedConfig(TARGETS[0]!.target);
    expect(validateReportLoad(noToken)).toEqual([
      expect.objectContaining({ message: 'accessToken is required' }),
    ]);
    expect(validateSettings({ ...REPORT_SETTINGS, layoutType: 'custom' })).not.toBeUndefined();
  });
});
