import { DocumentLayout } from './document-layout';

export function PrivacyPage() {
  return (
    <DocumentLayout
      title="Privacy Policy"
      intro="Assignd is a planner, not an advertising business. This page explains what we keep and why."
    >
      <section>
        <h2>What we store</h2>
        <ul>
          <li>
            Your account: e-mail address, first and last name, and your password in hashed form.
          </li>
          <li>
            What you put in your planner: classes, assignments, events, your schedule and your
            preferences.
          </li>
          <li>Sign-in sessions, so you stay signed in on the devices you choose.</li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <p>
          Only to run Assignd for you: to show your planner, send the e-mails you ask for (such as a
          password reset) and keep your account secure. We do not sell your data or show you ads.
        </p>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>
          Assignd sets a single sign-in cookie that cannot be read by scripts. There are no tracking
          or advertising cookies and no third-party scripts.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You can change or delete what is in your planner at any time. Signing out ends your
          session on this device right away.
        </p>
      </section>
    </DocumentLayout>
  );
}
