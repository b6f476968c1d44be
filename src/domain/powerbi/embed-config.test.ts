import { describe, expect, it } from 'vitest';
import {
  normaliseEmbedUrl,
  reportIdOfEmbedUrl,
  DEMO_EMBED_CONFIG,
  EMBED_MESSAGES,
  embedUrlProblem,
  isDemoConfig,
  ZEmbedConfig,
} from './embed-config';

const VALID = 'https://app.powerbi.com/reportEmbed?reportId=f6bfd646&groupId=be8908da&w=2';

describe('embed URL: what powerbi-client would throw on, said before embedding', () => {
  it.each([
    [VALID, null],
    ['  https://app.powerbi.com/reportEmbed?reportId=1  ', null],
    ['https://APP.POWERBI.COM/reportEmbed', null],
    ['https://app.fabric.microsoft.com/reportEmbed?reportId=1', null],
    ['https://app.powerbigov.us/reportEmbed', null],
    ['https://app.powerbi.cn/reportEmbed', null],
    ['', 'embedUrlRequired'],
    ['   ', 'embedUrlRequired'],
    ['app.powerbi.com/reportEmbed', 'embedUrlInvalid'],
    ['not a url', 'embedUrlInvalid'],
    ['https://user:pw@app.powerbi.com/reportEmbed', 'embedUrlInvalid'],
    ['https://app.powerbi.com/reportEmbed?x=%E0%A4%A', 'embedUrlInvalid'],
    ['http://app.powerbi.com/reportEmbed', 'embedUrlNotHttps'],
    ['javascript:alert(1)', 'embedUrlNotHttps'],
    ['https://example.com/reportEmbed', 'embedUrlNotPowerBi'],
    ['https://powerbi.com/reportEmbed', 'embedUrlNotPowerBi'],
    ['https://app.powerbi.com.evil.example/reportEmbed', 'embedUrlNotPowerBi'],
    ['https://evilpowerbi.com/reportEmbed', 'embedUrlNotPowerBi'],
    ['https://app.analysis.windows-int.net/reportEmbed', 'embedUrlNotPowerBi'],
    ['https://app.powerbi.com/reportEmbed?reportId=1&autoAuth=true', 'embedUrlAutoAuth'],
    ['https://app.powerbi.com/reportEmbed?reportId=1&AUTOAUTH=TRUE', 'embedUrlAutoAuth'],
    ['https://app.powerbi.com/reportEmbed?reportId=1&autoAuth%3Dtrue', 'embedUrlAutoAuth'],
    [`https://app.powerbi.com/reportEmbed?q=${'a'.repeat(2000)}`, 'embedUrlTooLong'],
  ])('%s → %s', (url, problem) => {
    expect(embedUrlProblem(url)).toBe(problem);
  });
});

const fieldErrors = (input: object) => {
  const result = ZEmbedConfig.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('the configuration form and stored copies', () => {
  it('accepts the spec fields, trims them and takes the line breaks out of a pasted token', () => {
    expect(
      ZEmbedConfig.parse({
        embedUrl: ` ${VALID} `,
        accessToken: 'eyJ0eXAi\n  OiJKV1Q\r\n',
        reportId: ' r1 ',
      }),
    ).toEqual({ embedUrl: VALID, accessToken: 'eyJ0eXAiOiJKV1Q', reportId: 'r1', groupId: '' });
  });

  it.each([
    [{ embedUrl: '', accessToken: 't', reportId: 'r' }, { embedUrl: EMBED_MESSAGES.embedUrlRequired }],
    [
      { embedUrl: VALID, accessToken: ' \n ', reportId: 'r' },
      { accessToken: EMBED_MESSAGES.accessTokenRequired },
    ],
    [{ embedUrl: VALID, accessToken: 't', reportId: '  ' }, { reportId: EMBED_MESSAGES.reportIdRequired }],
    [
      { embedUrl: 'https://evil.example/x', accessToken: 't', reportId: 'r' },
      { embedUrl: EMBED_MESSAGES.embedUrlNotPowerBi },
    ],
    [
      { embedUrl: `${VALID}&x=autoAuth%3Dtrue`, accessToken: 't', reportId: 'r' },
      { embedUrl: EMBED_MESSAGES.embedUrlAutoAuth },
    ],
    [
      { embedUrl: VALID, accessToken: 't', reportId: 'r', groupId: 'g'.repeat(201) },
      { groupId: EMBED_MESSAGES.idTooLong },
    ],
  ])('puts each problem on its own field: %o', (input, errors) => {
    expect(fieldErrors(input)).toEqual(errors);
  });

  it('refuses fields the spec does not have', () => {
    expect(ZEmbedConfig.safeParse({ ...DEMO_EMBED_CONFIG, userId: 'x' }).success).toBe(false);
  });

  it('has a demo configuration that is itself valid and recognised as the demo', () => {
    expect(ZEmbedConfig.parse(DEMO_EMBED_CONFIG)).toEqual(DEMO_EMBED_CONFIG);
    expect(isDemoConfig(DEMO_EMBED_CONFIG)).toBe(true);
    expect(isDemoConfig({ accessToken: 'eyJ' })).toBe(false);
  });
});

describe("a 'Website or portal' link or iframe snippet as pasted", () => {
  const LINK = `${VALID}&autoAuth=true&ctid=72f988bf-86f1-41af-91ab-2d7cd011db47`;

  it('loses autoAuth and ctid (any case), keeps every other parameter, and names what it dropped', () => {
    expect(normaliseEmbedUrl(LINK)).toEqual({ url: VALID, dropped: ['autoAuth', 'ctid'] });
    expect(normaliseEmbedUrl(`${VALID}&AUTOAUTH=TRUE`).url).toBe(VALID);
    expect(normaliseEmbedUrl(VALID)).toEqual({ url: VALID, dropped: [] });
    expect(ZEmbedConfig.parse({ embedUrl: LINK, accessToken: 't', reportId: 'r' }).embedUrl).toBe(VALID);
  });

  it('takes the address out of the iframe code Power BI shows', () => {
    const snippet = `<iframe title="Kalite" width="1140" height="541.25" src="${LINK.replace(/&/g, '&amp;')}" frameborder="0" allowFullScreen="true"></iframe>`;
    expect(normaliseEmbedUrl(snippet)).toEqual({ url: VALID, dropped: ['autoAuth', 'ctid'] });
  });

  it('leaves what is not a URL as typed, for the field error to name', () => {
    expect(normaliseEmbedUrl('  rapor adresi  ')).toEqual({ url: 'rapor adresi', dropped: [] });
  });

  it('reads the report id for the Report ID field', () => {
    expect(reportIdOfEmbedUrl(LINK)).toBe('f6bfd646');
    expect(reportIdOfEmbedUrl('https://app.powerbi.com/groups/me/reports')).toBe('');
    expect(reportIdOfEmbedUrl('yok')).toBe('');
  });
});
