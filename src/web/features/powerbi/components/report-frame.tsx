import { type Embed, factories, type Report, service } from 'powerbi-client';
import { PowerBIEmbed } from 'powerbi-client-react';
import { useLayoutEffect, useState } from 'react';
import { type ReportTarget, reportEmbedConfig } from '../embed/report-embed-config';

/** The error event's detail as Power BI sends it (message 'TokenExpired' when the token ran out). */
interface EmbedErrorDetail {
  message?: string;
  detailedMessage?: string;
  errorCode?: string;
}

interface Props {
  /** Read once: a new report or a pasted token remounts the frame (give it a `key`). */
  target: ReportTarget;
  onLoaded: () => void;
  onRendered: () => void;
  onError: (detail: EmbedErrorDetail) => void;
  /** The report object, to reload it or to hand it a fresh token (`setAccessToken`). */
  onEmbedded: (report: Report) => void;
  /** The frame's accessible name (powerbi-client creates the iframe without one). */
  title: string;
}

type Callbacks = Pick<Props, 'onLoaded' | 'onRendered' | 'onError' | 'onEmbedded' | 'title'>;

/** Event handlers made once that call whatever callbacks were set last, so the wrapper never rebinds. */
function callbackBridge(initial: Callbacks) {
  // Set from the first render: the wrapper's componentDidMount (embed) runs before our effects.
  let latest: Callbacks = initial;
  return {
    set: (callbacks: Callbacks) => {
      latest = callbacks;
    },
    embedded: (embed: Embed) => {
      embed.iframe?.setAttribute('title', latest.title);
      latest.onEmbedded(embed as Report);
    },
    handlers: new Map([
      ['loaded', () => latest.onLoaded()],
      ['rendered', () => latest.onRendered()],
      [
        'error',
        (event?: service.ICustomEvent<unknown>) => latest.onError((event?.detail ?? {}) as EmbedErrorDetail),
      ],
    ]),
  };
}

// One service for every frame of the page, as Microsoft recommends (it owns the postMessage router).
let sharedService: service.Service | undefined;

/**
 * The report through powerbi-client-react. The configuration object stays the same for the frame's
 * life: the wrapper re-embeds (reloads) whenever it changes, so a fresh token goes through
 * `report.setAccessToken` instead and the page and filters stay as the user left them.
 */
export function ReportFrame({ target, onLoaded, onRendered, onError, onEmbedded, title }: Props) {
  const [embedConfig] = useState(() => reportEmbedConfig(target));
  const [bridge] = useState(() => callbackBridge({ onLoaded, onRendered, onError, onEmbedded, title }));
  useLayoutEffect(() => bridge.set({ onLoaded, onRendered, onError, onEmbedded, title }));
  sharedService ??= new service.Service(factories.hpmFactory, factories.wpmpFactory, factories.routerFactory);
  return (
    <PowerBIEmbed
      embedConfig={embedConfig}
      eventHandlers={bridge.handlers}
      service={sharedService}
      getEmbeddedComponent={bridge.embedded}
      cssClassName="h-full w-full [&>iframe]:border-0"
    />
  );
}
