import path from 'node:path';
import { PROJECT_ROOT } from '../project-root';

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'drizzle');
