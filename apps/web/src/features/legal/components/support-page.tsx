import { Link } from 'react-router';
import { DocumentLayout } from './document-layout';

export function SupportPage() {
  return (
    <DocumentLayout
      title="Support"
      intro="Answers to the questions students ask most, and how to suggest an idea."
    >
      <section>
        <h2>I forgot my password</h2>
        <p>
          Open{' '}
          <Link to="/auth?mode=forgot" className="text-primary font-medium hover:underline">
            Forgot Password
          </Link>
          , enter your e-mail and follow the link we send you. The link works for one hour.
        </p>
      </section>
      <section>
        <h2>I did not get a confirmation e-mail</h2>
        <p>
          Check your spam or junk folder first. Opening the link in that e-mail confirms your
          address and signs you in.
        </p>
      </section>
      <section>
        <h2>Is my data private?</h2>
        <p>
          Yes. Everything in your planner is visible only to you. Read the{' '}
          <Link to="/privacy" className="text-primary font-medium hover:underline">
            Privacy Policy
          </Link>{' '}
          for the details.
        </p>
      </section>
      <section id="request-a-feature">
        <h2>Request a Feature</h2>
        <p>
          Missing something that would make your school week easier? Send your idea to the team that
          runs Assignd for you, and describe the problem you want solved as well as the idea itself.
          The clearest requests are the ones we can build first.
        </p>
      </section>
    </DocumentLayout>
  );
}
