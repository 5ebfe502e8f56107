import { DocumentLayout } from './document-layout';

export function TermsPage() {
  return (
    <DocumentLayout
      title="Terms of Service"
      intro="The short version: use Assignd to plan your studies, keep your account safe and be kind to others."
    >
      <section>
        <h2>Your account</h2>
        <p>
          Keep your password to yourself and tell us if you think someone else has used your
          account. You are responsible for what happens under it.
        </p>
      </section>
      <section>
        <h2>Your content</h2>
        <p>
          What you add to Assignd stays yours. We only store and process it to provide the service
          to you.
        </p>
      </section>
      <section>
        <h2>Fair use</h2>
        <ul>
          <li>Do not try to break into other accounts or disrupt the service.</li>
          <li>Do not use Assignd to store anything unlawful.</li>
        </ul>
      </section>
      <section>
        <h2>The service</h2>
        <p>
          We work hard to keep Assignd available and your data safe, but the service is provided as
          is. Keep your own copy of anything you cannot afford to lose.
        </p>
      </section>
    </DocumentLayout>
  );
}
