import type { IReportEmbedConfiguration } from 'powerbi-client';
// The enums from powerbi-models itself (powerbi-client re-exports them): no DOM needed to build a config.
import { BackgroundType, DisplayOption, type ISettings, LayoutType, TokenType } from 'powerbi-models';

/** What a report embed needs: the spec's configuration, or a token the server issued. */
export interface ReportTarget {
  embedUrl: string;
  accessToken: string;
  reportId: string;
  groupId?: string | undefined;
}

/**
 * The spec's embed settings (§2.4), exactly: an Embed token, the filter pane visible but collapsed,
 * page navigation visible, a transparent background and fit-to-width (custom layout).
 * @internal
 */
export const REPORT_SETTINGS = {
  panes: {
    filters: { visible: true, expanded: false },
    pageNavigation: { visible: true },
  },
  background: BackgroundType.Transparent,
  layoutType: LayoutType.Custom,
  customLayout: { displayOption: DisplayOption.FitToWidth },
} satisfies ISettings;

/** The configuration handed to powerbi-client for one report (validated by powerbi-models in tests). */
export function reportEmbedConfig(target: ReportTarget): IReportEmbedConfiguration {
  return {
    type: 'report',
    id: target.reportId,
    embedUrl: target.embedUrl,
    accessToken: target.accessToken,
    tokenType: TokenType.Embed,
    ...(target.groupId ? { groupId: target.groupId } : {}),
    settings: REPORT_SETTINGS,
  };
}
