import { SaxesParser, type SaxesTagNS } from 'saxes';
import {
  LOGO_MAX_BYTES,
  LOGO_MAX_DIMENSION,
  ORG_PROFILE_MESSAGES,
  type TLogoType,
} from '../../domain/settings/org-profile';
import { badRequest } from '../http/app-error';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * A PNG's signature, its first chunk (IHDR) and its dimensions; throws the Turkish 400 otherwise.
 * @internal
 */
export function checkPng(bytes: Buffer): { width: number; height: number } {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE))
    throw badRequest(ORG_PROFILE_MESSAGES.logoNotPng, 'data');
  // The first chunk must be IHDR of length 13 (PNG spec 11.2.2); width and height follow it.
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR')
    throw badRequest(ORG_PROFILE_MESSAGES.logoNotPng, 'data');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0) throw badRequest(ORG_PROFILE_MESSAGES.logoNotPng, 'data');
  if (width > LOGO_MAX_DIMENSION || height > LOGO_MAX_DIMENSION)
    throw badRequest(ORG_PROFILE_MESSAGES.logoDimensions, 'data');
  return { width, height };
}

// Shapes, text, gradients and clipping: what a logo is drawn with. Nothing that runs (script,
// animation), embeds (foreignObject, image, iframe), links (a, use) or styles globally (style).
const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'title',
  'desc',
]);
// Geometry and paint only: no `on*`, no `href`/`xlink:href`, no `style` (url() and @import inside).
const ATTRIBUTES = new Set([
  'id',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'dx',
  'dy',
  'd',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'points',
  'transform',
  'version',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'clip-rule',
  'clip-path',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
]);
// A paint or clip value may point into the same file (url(#grad)), never elsewhere.
const URL_REFERENCE = /url\s*\(/i;
const LOCAL_URL = /^\s*url\(\s*#[\w.-]+\s*\)\s*$/;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function keptAttributes(tag: SaxesTagNS): string {
  let out = '';
  for (const attribute of Object.values(tag.attributes)) {
    // Only un-prefixed attributes (xlink:href, ev:onclick … go), and only listed ones.
    if (attribute.prefix !== '' || !ATTRIBUTES.has(attribute.local)) continue;
    if (URL_REFERENCE.test(attribute.value) && !LOCAL_URL.test(attribute.value)) continue;
    out += ` ${attribute.local}="${escapeAttribute(attribute.value)}"`;
  }
  return out;
}

/**
 * Rebuilds an SVG from an allow-list: the file is parsed as XML (a DOCTYPE — entity tricks — is
 * refused), every element outside the SVG namespace or the list is dropped with its whole subtree,
 * every attribute outside the list is dropped, comments and processing instructions go. What comes
 * out holds no script, event handler, external reference or foreignObject whatever went in.
 * @internal
 */
export function sanitizeSvg(source: string): string {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const parts: string[] = [];
  // Depth inside a dropped element: its children are dropped with it (text of a <script> too).
  let dropped = 0;
  let rootSeen = false;
  let failed = false;
  parser.on('error', () => {
    failed = true;
  });
  parser.on('doctype', () => {
    failed = true;
  });
  parser.on('opentag', (tag) => {
    if (!rootSeen) {
      rootSeen = true;
      if (tag.local !== 'svg' || tag.uri !== SVG_NS) failed = true;
    }
    if (dropped > 0 || tag.uri !== SVG_NS || !ELEMENTS.has(tag.local)) {
      dropped++;
      return;
    }
    const xmlns = tag.local === 'svg' ? ` xmlns="${SVG_NS}"` : '';
    parts.push(`<${tag.local}${xmlns}${keptAttributes(tag)}>`);
  });
  parser.on('closetag', (tag) => {
    if (dropped > 0) {
      dropped--;
      return;
    }
    parts.push(`</${tag.local}>`);
  });
  const onText = (text: string) => {
    if (dropped === 0) parts.push(escapeText(text));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  try {
    parser.write(source).close();
  } catch {
    failed = true;
  }
  if (failed || !rootSeen) throw badRequest(ORG_PROFILE_MESSAGES.logoNotSvg, 'data');
  return parts.join('').trim();
}

/** The stored form of an uploaded logo: a checked PNG as is, an SVG rebuilt by sanitizeSvg. */
export function acceptLogo(contentType: TLogoType, base64: string): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw badRequest(ORG_PROFILE_MESSAGES.logoEmpty, 'data');
  if (bytes.length > LOGO_MAX_BYTES) throw badRequest(ORG_PROFILE_MESSAGES.logoTooLarge, 'data');
  if (contentType === 'image/png') {
    checkPng(bytes);
    return bytes;
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return Buffer.from(sanitizeSvg(text), 'utf8');
}
