import { AlertBox } from '../../../components/ui/alert-box';
import { useErrorText } from '../../../components/ui/form/error-text';

/** The id the invalid fields point to (aria-describedby): their message is in this box. */
export const AUTH_ERROR_ID = 'auth-error-message';

/**
 * The spec's red box above the sign-in forms: the first invalid field's message or the server's.
 * The sign-in screens keep it there (one message for the whole form) instead of under each field.
 */
export function AuthErrorBox({ message }: { message: string | null | undefined }) {
  const errorText = useErrorText();
  if (!message) return null;
  return (
    <div id={AUTH_ERROR_ID}>
      <AlertBox tone="error" testId="auth-error">
        {errorText(message)}
      </AlertBox>
    </div>
  );
}
