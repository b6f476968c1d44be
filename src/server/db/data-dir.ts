import fs from 'node:fs';
import path from 'node:path';

/** A start-up failure the operator can act on: a Turkish sentence naming the path, no stack trace. */
export class DataDirError extends Error {
  override readonly name = 'DataDirError';
}

/**
 * Makes sure DATA_DIR is a directory this process can write, or says plainly what is wrong with it
 * (a file in its place, no permission, a read-only disk) instead of a raw ENOTDIR/EACCES.
 */
export function prepareDataDir(dataDir: string): void {
  const shown = path.resolve(dataDir);
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') throw notADirectory(shown);
    if (code !== 'ENOENT') throw unwritable(shown, code);
  }
  if (stat && !stat.isDirectory()) throw notADirectory(shown);
  try {
    if (!stat) fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK | fs.constants.X_OK);
    // Permissions can say yes while the disk says no (read-only mount): try a real write.
    const probe = path.join(dataDir, `.yazma-denemesi-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.unlinkSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR' || code === 'EEXIST') throw notADirectory(shown);
    throw unwritable(shown, code);
  }
}

function notADirectory(shown: string): DataDirError {
  return new DataDirError(
    `Veri klasörü ${shown} bir klasör değil (yerinde ya da yolunda bir dosya var). ` +
      'DATA_DIR ile başka bir klasör gösterin ya da dosyayı taşıyın.',
  );
}

function unwritable(shown: string, code: string | undefined): DataDirError {
  return new DataDirError(
    `Veri klasörüne ${shown} yazılamıyor (${code ?? 'bilinmeyen hata'}). ` +
      'Sunucuyu çalıştıran kullanıcıya yazma izni verin ya da DATA_DIR ile yazılabilir bir klasör gösterin.',
  );
}

/** PGlite could not open what is in the folder: say so, and what to do, without touching the files. */
export function corruptDatabase(dataDir: string, cause: unknown): DataDirError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new DataDirError(
    `Veri klasöründeki ${path.resolve(dataDir)} veritabanı açılamadı; dosyalar bozuk ya da başka bir ` +
      `sürüme ait olabilir (${detail}). Klasörü silmeyin: yedeğinizden geri yükleyin ya da boş bir ` +
      'DATA_DIR ile başlayıp verileri aktarın.',
  );
}
