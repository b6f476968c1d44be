import { QueryClientProvider } from '@tanstack/react-query';
import { registerValidationMessages } from '../components/ui/form/error-text';
import { queryClient } from '../lib/query-client';
import { AppRoutes } from './router';
import { APP_VALIDATION } from './validation';

// Sign-in and API-client messages are shown before any feature chunk loads: the app's own namespace.
registerValidationMessages('translation', APP_VALIDATION);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
    </QueryClientProvider>
  );
}
