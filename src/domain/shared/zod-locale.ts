import { z } from 'zod';

// Generic zod messages (wrong type, unknown key, …) in Turkish on both server and browser;
// messages that the spec names are set on the schemas themselves.
z.config(z.locales.tr());
