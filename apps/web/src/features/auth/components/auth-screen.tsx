import { Tabs } from 'radix-ui';
import { useEffect, type ReactNode } from 'react';
import { LogoMark } from '@/components/brand/logo';
import { NeedsConnection } from '@/components/feedback/needs-connection';
import { cn } from '@/lib/cn';
import { authPathFor, dashboardPathFor, type DeviceMode } from '@/lib/device-mode';
import { notify } from '@/lib/notify';
import { useAuthMode } from '../hooks/use-auth-mode';
import { socialCallbackMessage, socialProviderOf } from '../utils/auth-messages';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SocialSignIn } from './social-sign-in';

const INVALID_TOKEN = 'INVALID_TOKEN';

function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-indigo-50 to-transparent dark:from-indigo-950/40"
      />
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <div className="mb-8 text-center">
          <LogoMark className="mx-auto mb-4 size-12" />
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground mt-2 text-sm sm:text-base">{description}</p>
        </div>
        <div className="bg-card rounded-2xl border p-5 shadow-lg shadow-slate-200/60 sm:p-8 dark:shadow-none">
          {/* Over every auth form (sign in, sign up, reset): their buttons are disabled offline. */}
          <NeedsConnection className="mb-5">
            You&apos;re offline. Signing in needs a connection.
          </NeedsConnection>
          {children}
        </div>
      </div>
    </div>
  );
}

const tabTrigger = cn(
  'text-muted-foreground inline-flex h-9 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium transition-colors',
  'hover:text-foreground focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none',
  'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

/** `device` picks where the screen leads: the phone and tablet pages continue in their own routes. */
export function AuthScreen({ device = 'desktop' }: { device?: DeviceMode }) {
  const { mode, token, error, errorDescription, provider, setMode, showInvalidLink } =
    useAuthMode();
  const dashboardPath = dashboardPathFor(device);

  useEffect(() => {
    if (!error || error === INVALID_TOKEN) return;
    // A social sign-in came back with an error code instead of a session.
    notify.error(socialCallbackMessage(error, socialProviderOf(provider), errorDescription), {
      id: 'auth-callback-error',
    });
    setMode(mode);
  }, [error, errorDescription, provider, mode, setMode]);

  if (token) {
    return (
      <AuthCard
        title="Set a new password"
        description="Choose a new password for your Assignd account."
      >
        <title>Set a new password - Assignd</title>
        <ResetPasswordForm
          token={token}
          onDone={() => setMode('signin')}
          onInvalidLink={showInvalidLink}
          onForgotPassword={() => setMode('forgot')}
        />
      </AuthCard>
    );
  }

  if (mode === 'forgot' || error === INVALID_TOKEN) {
    return (
      <AuthCard
        title="Reset your password"
        description="Enter your email and we'll send you a link to set a new one."
      >
        <title>Reset password - Assignd</title>
        <ForgotPasswordForm
          invalidLink={error === INVALID_TOKEN}
          onBack={() => setMode('signin')}
          redirectTo={authPathFor(device)}
        />
      </AuthCard>
    );
  }

  const signingUp = mode === 'signup';
  return (
    <AuthCard
      title={signingUp ? 'Create your account' : 'Welcome back'}
      description={
        signingUp
          ? 'Start organizing your classes and assignments in minutes.'
          : 'Sign in to pick up where you left off.'
      }
    >
      <title>{signingUp ? 'Sign Up - Assignd' : 'Sign In - Assignd'}</title>
      <Tabs.Root
        value={mode}
        onValueChange={(value) => setMode(value === 'signup' ? 'signup' : 'signin')}
      >
        <Tabs.List
          aria-label="Sign in or sign up"
          className="bg-muted mb-6 grid grid-cols-2 gap-1 rounded-lg p-1"
        >
          <Tabs.Trigger value="signin" className={tabTrigger}>
            Sign In
          </Tabs.Trigger>
          <Tabs.Trigger value="signup" className={tabTrigger}>
            Sign Up
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signin" className="grid gap-6 focus-visible:outline-none">
          <SignInForm onForgotPassword={() => setMode('forgot')} dashboardPath={dashboardPath} />
          <SocialSignIn mode={device} />
        </Tabs.Content>
        <Tabs.Content value="signup" className="grid gap-6 focus-visible:outline-none">
          <SignUpForm
            onAwaitingConfirmation={() => setMode('signin')}
            dashboardPath={dashboardPath}
          />
          <SocialSignIn mode={device} />
        </Tabs.Content>
      </Tabs.Root>
    </AuthCard>
  );
}
