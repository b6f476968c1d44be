import { z } from 'zod';
import tr from 'zod/v4/locales/tr.js';

// Generic zod messages (wrong type, unknown key, …) in Turkish on both server and browser;
// messages that the spec names are set on the schemas themselves. Only this one locale is bundled.
z.config(tr());
