import type { ReactNode } from 'react';

export function DocumentLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${title} - Assignd`}</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="text-muted-foreground mt-4 text-lg">{intro}</p>
      <div className="mt-10 grid gap-8 leading-relaxed [&_h2]:text-xl [&_h2]:font-semibold [&_li]:mt-1.5 [&_p]:mt-3 [&_p]:text-slate-600 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ul]:text-slate-600 dark:[&_p]:text-slate-300 dark:[&_ul]:text-slate-300">
        {children}
      </div>
    </article>
  );
}
