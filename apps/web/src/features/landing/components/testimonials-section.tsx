import Star from 'lucide-react/icons/star';
import { SectionHeading } from './section-heading';

const TESTIMONIALS = [
  {
    quote:
      "I used to keep assignments in five different places. Now it's all in Assignd and I haven't missed a deadline all semester.",
    name: 'Maya R.',
    role: 'High school junior',
  },
  {
    quote:
      'Our school runs on A/B days and Assignd just gets it. I always know which class is next.',
    name: 'Daniel K.',
    role: '10th grade',
  },
  {
    quote:
      "Seeing what's due this week the moment I open my laptop keeps me calm during exam season.",
    name: 'Priya S.',
    role: 'University freshman',
  },
] as const;

export function TestimonialsSection() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28"
    >
      <SectionHeading
        id="testimonials-title"
        eyebrow="Testimonials"
        title="Loved by students everywhere"
        description="Students use Assignd to turn a chaotic week into a plan they can actually follow."
      />
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="bg-card flex h-full flex-col rounded-2xl border p-6 shadow-xs">
              <div className="flex gap-0.5" role="img" aria-label="5 out of 5 stars">
                {Array.from({ length: 5 }, (_, star) => (
                  <Star
                    key={star}
                    aria-hidden="true"
                    className="size-4 fill-amber-400 text-amber-400"
                  />
                ))}
              </div>
              <blockquote className="mt-4 flex-1 leading-relaxed">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-sm font-semibold text-white"
                >
                  {testimonial.name.charAt(0)}
                </span>
                <span>
                  <span className="block text-sm font-semibold">{testimonial.name}</span>
                  <span className="text-muted-foreground block text-sm">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
