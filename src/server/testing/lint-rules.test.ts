import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The architecture rules of eslint.config.js, proved on snippets linted under virtual paths: each
// hole that once passed `npx eslint .` must now fail with the intended rule, and the good twin must pass.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** Rule ids reported for `code` as if it were the file `file` (relative to the project root). */
async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('eslint architecture rules', { timeout: 60_000 }, () => {
  it('refuses a relative import with a .js (or .ts) suffix, static or dynamic, in .ts and .tsx', async () => {
    expect(
      await ruleIds('src/server/http/lint-probe.ts', "export { AppError } from './app-error.js';\n"),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds(
        'src/server/http/lint-probe.ts',
        "import { AppError } from './app-error.ts';\nexport const x = AppError;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds(
        'src/web/lib/lint-probe.tsx',
        "import { formatDate } from './format.js';\nexport const x = formatDate;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds('src/server/http/lint-probe.ts', "export const load = () => import('./app-error.js');\n"),
    ).toContain('no-restricted-syntax');
    expect(
      await ruleIds(
        'src/server/http/lint-probe.ts',
        "import { AppError } from './app-error';\nexport const x = AppError;\n",
      ),
    ).toEqual([]);
  });

  it('refuses a file in a folder outside the architecture', async () => {
    for (const file of ['src/shared/foo.ts', 'src/web/widgets/foo.tsx', 'src/web/foo.ts', 'foo.ts']) {
      expect(await ruleIds(file, 'export const x = 1;\n'), file).toEqual(['boundaries/no-unknown-files']);
    }
    expect(await ruleIds('src/server/reports/foo.ts', 'export const x = 1;\n')).toEqual([]);
  });

  it('keeps domain/shared and the server PDF kit free of features (issue 20 part 2)', async () => {
    expect(
      await ruleIds(
        'src/domain/shared/lint-probe.ts',
        "import { isOverdue } from '../tasks/work-calendar';\nexport const x = isOverdue;\n",
      ),
    ).toContain('boundaries/dependencies');
    expect(
      await ruleIds(
        'src/domain/shared/lint-probe.ts',
        "import { addDays } from './calendar';\nexport const x = addDays;\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'src/server/pdf-kit/lint-probe.ts',
        "import { writeAnalysesPdf } from '../analyses/pdf/build-analyses-pdf';\nexport const x = writeAnalysesPdf;\n",
      ),
    ).toContain('boundaries/dependencies');
    expect(
      await ruleIds(
        'src/server/audit/lint-probe.ts',
        "import { FONT } from '../pdf-kit/pdf-fonts';\nexport const x = FONT;\n",
      ),
    ).toEqual([]);
  });

  it('refuses a server feature importing another feature, and a kit importing a feature (issue 20 part 2)', async () => {
    const other = "import { listUsers } from '../users/list-users';\nexport const x = listUsers;\n";
    expect(await ruleIds('src/server/team/lint-probe.ts', other)).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('src/server/users/lint-probe.ts', other.replace('../users/', './'))).toEqual([]);
    // A feature uses kits, the shared top-level files and the domain.
    expect(
      await ruleIds(
        'src/server/team/lint-probe.ts',
        "import type { AppContext } from '../app-context';\nimport { currentUser } from '../auth-kit/authenticate';\nexport type X = AppContext;\nexport const x = currentUser;\n",
      ),
    ).toEqual([]);
    expect(await ruleIds('src/server/tasks-kit/lint-probe.ts', other)).toEqual(['boundaries/dependencies']);
    // Neither reaches the composition; the composition reaches every feature.
    const app = "import { buildApp } from '../app';\nexport const x = buildApp;\n";
    expect(await ruleIds('src/server/team/lint-probe.ts', app)).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('src/server/db/lint-probe.ts', app)).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('src/server/demo/lint-probe.ts', other)).toEqual([]);
  });

  it('refuses a dependency on a file outside the architecture', async () => {
    expect(
      await ruleIds(
        'src/server/http/lint-probe.ts',
        "import pkg from '../../../package.json';\nexport const x = pkg;\n",
      ),
    ).toContain('boundaries/no-unknown-dependencies');
  });

  it('refuses web code importing the server, main.tsx included', async () => {
    const mainPath = 'src/web/main.tsx';
    const main = readFileSync(path.join(root, mainPath), 'utf8');
    expect(await ruleIds(mainPath, main)).toEqual([]);
    expect(
      await ruleIds(mainPath, `import { config } from '../server/config';\n${main}console.log(config);\n`),
    ).toEqual(['boundaries/dependencies']);
    expect(
      await ruleIds(
        'src/web/features/tasks/lint-probe.ts',
        "import { config } from '../../../server/config';\nexport const x = config;\n",
      ),
    ).toEqual(['boundaries/dependencies']);
  });

  it('refuses a web feature importing another feature', async () => {
    const code =
      "import CapabilityMode from '../capability/capability-mode';\nexport const x = CapabilityMode;\n";
    expect(await ruleIds('src/web/features/tasks/lint-probe.ts', code)).toEqual(['boundaries/dependencies']);
    expect(
      await ruleIds('src/web/features/capability/lint-probe.ts', code.replace('../capability/', './')),
    ).toEqual([]);
  });

  it('refuses production server code importing a test helper; server tests may', async () => {
    const code = "import { createTestApp } from '../testing/test-app';\nexport const x = createTestApp;\n";
    expect(await ruleIds('src/server/http/lint-probe.ts', code)).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('src/server/http/lint-probe.test.ts', code)).toEqual([]);
  });

  it('refuses an API path typed in web code outside src/web/lib (operation objects carry them)', async () => {
    const file = 'src/web/features/feedback/api/lint-probe.ts';
    for (const code of [
      "export const url = '/api/suggestions';\n",
      'export const url = (id: string) => `/api/suggestions/${id}/like`;\n',
    ]) {
      expect(await ruleIds(file, code), code).toEqual(['no-restricted-syntax']);
      expect(await ruleIds('src/web/app/shell/lint-probe.tsx', code), code).toEqual(['no-restricted-syntax']);
      // The client itself builds URLs from operations, and tests assert the URLs they produce.
      expect(await ruleIds('src/web/lib/lint-probe.ts', code), code).toEqual([]);
      expect(await ruleIds('src/web/features/feedback/api/lint-probe.test.ts', code), code).toEqual([]);
    }
    // The import-extension check survives the override of the same rule for web files.
    expect(await ruleIds(file, "export const load = () => import('./suggestions.js');\n")).toContain(
      'no-restricted-syntax',
    );
    expect(await ruleIds(file, "export const label = 'api/suggestions';\n")).toEqual([]);
  });

  it('has no allow-list: every web file, the login screen’s too, is held to the rule', async () => {
    const config = (await import(pathToFileURL(path.join(root, 'eslint.config.js')).href)) as Record<
      string,
      unknown
    >;
    expect(config).not.toHaveProperty('UNCONVERTED_WEB_FILES');
    for (const file of ['src/web/features/auth/api/log-in.ts', 'src/web/features/tasks/api/list-users.ts']) {
      expect(await ruleIds(file, "export const url = '/api/auth/login';\n"), file).toEqual([
        'no-restricted-syntax',
      ]);
    }
  });

  it('keeps API paths out of src/web/lib too, but the WebSocket URL (not an operation)', () => {
    const libDir = path.join(root, 'src/web/lib');
    const withPath = readdirSync(libDir)
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.') && name !== 'realtime-client.ts')
      .filter((name) => /['`]\/api\//.test(readFileSync(path.join(libDir, name), 'utf8')));
    expect(withPath).toEqual([]);
  });
});
