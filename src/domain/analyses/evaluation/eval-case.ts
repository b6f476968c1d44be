import type { TProblemCategory } from '../contract';

/** One labelled problem as the wizard captures it, with the knowledge entry an engineer would open. */
export interface EvalCase {
  /** The title (for the short texts, the whole problem). */
  text: string;
  /** The description under the title, when the case has one. */
  description?: string;
  category: TProblemCategory;
  /** Knowledge entry id, or null when no entry fits (generic report expected). */
  expected: string | null;
}
