import type { Page } from '@playwright/test';

// 'Beni Geliştir' and the connection widget float only where the side gutters hold them (the
// `gutter` breakpoint in src/web/styles.css, 1760 px); below it they live in the header. Both
// placements carry the same test ids inside, so a spec uses whichever one its viewport shows.

/** The 'Beni Geliştir' button this viewport shows (floating, or the header's lightbulb). */
export const feedbackControl = (page: Page) =>
  page.getByTestId(/^feedback-open(-compact)?$/).filter({ visible: true });

/** The connection widget this viewport shows (the floating pill, or the header's). */
export const connectionWidget = (page: Page) =>
  page.getByTestId(/^connection-widget(-compact)?$/).filter({ visible: true });
