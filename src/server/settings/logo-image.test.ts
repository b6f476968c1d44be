import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../domain/settings/org-profile';
import { makePng } from '../testing/png-fixture';
import { acceptLogo, checkPng, sanitizeSvg } from './logo-image';

describe('checkPng', () => {
  it('reads the dimensions of a real PNG', () => {
    expect(checkPng(makePng(40, 20))).toEqual({ width: 40, height: 20 });
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a' + 'x'.repeat(40))],
    ['an HTML page named .png', Buffer.from('<html><script>alert(1)</script></html>'.padEnd(64))],
    ['a truncated PNG', makePng(4, 4).subarray(0, 20)],
  ])('refuses %s', (_name, bytes) => {
    expect(() => checkPng(bytes)).toThrow('geçerli bir PNG');
  });

  it('refuses a PNG whose header claims 5000 × 10 pixels', () => {
    const png = makePng(10, 10);
    png.writeUInt32BE(5000, 16);
    expect(() => checkPng(png)).toThrow('en fazla 4096');
  });
});

describe('acceptLogo', () => {
  it('refuses more than 512 KB and an empty file', () => {
    const big = Buffer.alloc(LOGO_MAX_BYTES + 1);
    makePng(1, 1).copy(big);
    expect(() => acceptLogo('image/png', big.toString('base64'))).toThrow('512 KB');
    expect(() => acceptLogo('image/png', '')).toThrow('boş');
  });

  it('keeps a PNG byte for byte and refuses an SVG sent as PNG', () => {
    const png = makePng(8, 8);
    expect(acceptLogo('image/png', png.toString('base64')).equals(png)).toBe(true);
    expect(() =>
      acceptLogo('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')),
    ).toThrow();
  });
});

const svg = (body: string, rootAttributes = '') =>
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${rootAttributes}>${body}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps shapes, text, gradients and local url(#…) paints', () => {
    const out = sanitizeSvg(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#123456"/></linearGradient></defs>' +
          '<rect width="10" height="10" fill="url(#g)"/><text x="1" y="8">Fabrika &amp; Ş</text>',
      ),
    );
    expect(out).toContain('<rect width="10" height="10" fill="url(#g)"></rect>');
    expect(out).toContain('<text x="1" y="8">Fabrika &amp; Ş</text>');
    expect(out).toContain('<stop offset="0" stop-color="#123456"></stop>');
    expect(out.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">')).toBe(true);
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script><circle r="1"/>')],
    ['a CDATA script', svg('<script><![CDATA[alert(1)]]></script>')],
    ['an event handler', svg('<rect onload="alert(1)" onclick="alert(2)" width="1"/>', ' onload="alert(3)"')],
    [
      'a foreignObject with HTML',
      svg(
        '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script><iframe src="javascript:alert(1)"/></body></foreignObject>',
      ),
    ],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect width="1"/></a>')],
    [
      'an xlink:href use',
      svg('<use xlink:href="https://evil.example/x.svg#a" xmlns:xlink="http://www.w3.org/1999/xlink"/>'),
    ],
    ['an external image', svg('<image href="https://evil.example/track.png" width="1" height="1"/>')],
    ['an external paint', svg('<rect width="1" fill="url(https://evil.example/p.svg#x)"/>')],
    ['a style sheet', svg('<style>@import url(https://evil.example/a.css); rect{fill:red}</style>')],
    ['a style attribute', svg('<rect width="1" style="background:url(https://evil.example/b)"/>')],
    [
      'an animation setting href',
      svg('<set attributeName="href" to="javascript:alert(1)"/><animate attributeName="onclick"/>'),
    ],
    [
      'a script in another namespace',
      svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
    ],
  ])('removes %s', (_name, input) => {
    const out = sanitizeSvg(input).toLowerCase();
    for (const bad of [
      'script',
      'alert',
      'onload',
      'onclick',
      'foreignobject',
      'javascript:',
      'evil.example',
      'href',
      'style',
      'iframe',
      '<set',
      '<animate',
      '<use',
      '<image',
      '<a ',
    ]) {
      expect(out).not.toContain(bad);
    }
    expect(out).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it.each([
    [
      'a DOCTYPE with entities (billion laughs)',
      '<!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg">&b;</svg>',
    ],
    [
      'an external entity',
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
    ],
    ['HTML', '<html><body><svg></svg></body></html>'],
    ['an svg without the SVG namespace', '<svg><rect/></svg>'],
    ['broken XML', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'],
    ['plain text', 'merhaba'],
  ])('refuses %s', (_name, input) => {
    expect(() => sanitizeSvg(input)).toThrow('geçerli bir SVG');
  });
});
