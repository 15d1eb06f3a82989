import { Link } from 'react-router';
import { ArrowRight, Brain, ClipboardList, FlaskConical, LineChart, ShieldCheck, Workflow } from 'lucide-react';
import { paths } from '@labwise/domain';
import { Button } from '../../components/ui/button';
import { HeroPreview } from './hero-preview';

/** The product's four promises (brief §1), each with one sentence on what it means in Labwise. */
const PROMISES = [
  {
    Icon: Brain,
    title: 'AI-powered test recommendations',
    text: 'A guided questionnaire reasons over your answers and explains which lab tests fit, and why.',
  },
  {
    Icon: Workflow,
    title: 'Seamless workflow',
    text: 'Orders flow from patient and doctor to the lab and results flow back, with every step tracked.',
  },
  {
    Icon: ShieldCheck,
    title: 'HIPAA-compliant security with end-to-end encryption',
    text: 'Encrypted connections, strict role-based access and an audit trail of every access to health data.',
  },
  {
    Icon: FlaskConical,
    title: 'Direct lab integration',
    text: 'Partner labs receive orders, record collection and upload results straight into Labwise.',
  },
];

const STEPS = [
  { Icon: ClipboardList, title: 'Answer', text: 'A short assessment about your symptoms and history.' },
  { Icon: FlaskConical, title: 'Order', text: 'Choose recommended tests and a partner lab near you.' },
  { Icon: LineChart, title: 'Understand', text: 'Results reviewed by your doctor, with trends over time.' },
];

export function LandingPage() {
  return (
    <>
      <main className="flex-1">
        <section className="relative overflow-hidden">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_50%_-10%,var(--accent),transparent)]"
          />
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-10 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
            <div className="text-center lg:text-left">
              <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-card px-3 py-1 text-sm font-medium text-primary">
                <ShieldCheck className="h-4 w-4" aria-hidden="true" />
                Diagnostics for patients, clinicians and labs
              </p>
              <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
                The right lab tests, explained.{' '}
                <span className="text-primary">From question to result.</span>
              </h1>
              <p className="mx-auto mt-5 max-w-xl text-lg text-muted-foreground lg:mx-0">
                Labwise guides a health assessment, shows why each test is recommended, sends the order to a trusted lab
                and brings the results back to you and your doctor.
              </p>
              <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
                <Button asChild size="lg">
                  <Link to={paths.roleSelection}>
                    Get Started <ArrowRight className="h-4 w-4" aria-hidden="true" />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to={paths.login}>Start Free Trial</Link>
                </Button>
              </div>
            </div>
            <HeroPreview />
          </div>
        </section>

        <section aria-labelledby="promises-title" className="border-y border-border bg-card/60">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <h2 id="promises-title" className="text-center text-2xl font-bold sm:text-3xl">
              Why clinicians and patients choose Labwise
            </h2>
            <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {PROMISES.map(({ Icon, title, text }) => (
                <li key={title} className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-6 shadow-sm">
                  <span className="grid h-11 w-11 place-items-center rounded-xl bg-accent text-primary">
                    <Icon className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <h3 className="font-semibold leading-snug">{title}</h3>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="steps-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="steps-title" className="text-center text-2xl font-bold sm:text-3xl">
            How it works
          </h2>
          <ol className="mt-10 grid gap-8 sm:grid-cols-3">
            {STEPS.map(({ Icon, title, text }, index) => (
              <li key={title} className="flex flex-col items-center gap-3 text-center">
                <span className="relative grid h-14 w-14 place-items-center rounded-full bg-primary text-primary-foreground">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                  <span className="absolute -right-1 -top-1 grid h-6 w-6 place-items-center rounded-full border-2 border-background bg-card text-xs font-bold text-primary">
                    {index + 1}
                  </span>
                </span>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="max-w-xs text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ol>
        </section>
      </main>
      <footer className="border-t border-border py-6 text-center text-sm text-muted-foreground">
        <p className="mx-auto max-w-6xl px-4">
          Labwise gives health information, not a diagnosis. In an emergency call your local emergency number.
        </p>
      </footer>
    </>
  );
}
