import ArrowLeft from 'lucide-react/icons/arrow-left';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@assignd/schemas';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { requestPasswordReset } from '../api/auth-actions';
import { AUTH_MESSAGES } from '../utils/auth-messages';
import { EmailField } from './auth-fields';
import { SubmitButton } from './submit-button';

interface Props {
  /** Set when the visitor arrived from a reset link that no longer works. */
  invalidLink: boolean;
  onBack: () => void;
  /** The sign-in page the e-mailed link returns to. */
  redirectTo: string;
}

export function ForgotPasswordForm({ invalidLink, onBack, redirectTo }: Props) {
  const form = useKitForm(forgotPasswordSchema, { defaultValues: { email: '' } });

  const onSubmit = async (values: ForgotPasswordInput) => {
    const result = await requestPasswordReset(values, redirectTo);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(AUTH_MESSAGES.resetEmailSent);
    onBack();
  };

  return (
    <KitForm form={form} onSubmit={onSubmit} className="grid gap-5">
      {invalidLink && (
        <div
          role="alert"
          className="border-destructive/30 bg-destructive-soft text-destructive flex gap-3 rounded-lg border p-3 text-sm"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{AUTH_MESSAGES.invalidResetLink}</p>
        </div>
      )}
      <EmailField />
      <SubmitButton pendingLabel="Sending...">Send Reset Link</SubmitButton>
      <Button variant="ghost" onClick={onBack} className="justify-self-center">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Sign In
      </Button>
    </KitForm>
  );
}
