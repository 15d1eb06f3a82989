import { Brain, CheckCircle2, FlaskConical } from 'lucide-react';

const SAMPLE = [
  { code: 'CBC', name: 'Complete Blood Count', why: 'Fatigue for 3 weeks', confidence: 82 },
  { code: 'TSH', name: 'Thyroid Stimulating Hormone', why: 'Tiredness and weight change', confidence: 74 },
  { code: 'VITD', name: 'Vitamin D, 25-Hydroxy', why: 'Low energy, little daylight', confidence: 61 },
];

/**
 * An illustration of the product beside the hero: what a patient sees after an assessment.
 * Decorative only (aria-hidden), so screen readers are not read made-up figures.
 */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-primary/25 via-accent to-transparent blur-2xl" />
      <div className="rounded-2xl border border-border bg-card p-5 shadow-xl shadow-primary/10">
        <div className="flex items-center gap-3">
          <span className="grid h-9 w-9 place-items-center rounded-lg bg-accent text-primary">
            <Brain className="h-5 w-5" />
          </span>
          <div>
            <p className="text-sm font-semibold">Health assessment complete</p>
            <p className="text-xs text-muted-foreground">12 questions answered · 4 min</p>
          </div>
          <CheckCircle2 className="ml-auto h-5 w-5 text-success" />
        </div>
        <p className="mt-5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Recommended Tests</p>
        <ul className="mt-2 flex flex-col gap-2">
          {SAMPLE.map((test) => (
            <li key={test.code} className="rounded-xl border border-border bg-background/60 p-3">
              <div className="flex items-center gap-2">
                <FlaskConical className="h-4 w-4 text-primary" />
                <span className="text-sm font-semibold">{test.name}</span>
                <span className="ml-auto rounded-full bg-accent px-2 py-0.5 text-[11px] font-semibold text-primary">{test.code}</span>
              </div>
              <p className="mt-1 text-xs text-muted-foreground">Why: {test.why}</p>
              <div className="mt-2 h-1.5 rounded-full bg-muted">
                <div className="h-1.5 rounded-full bg-primary" style={{ width: `${test.confidence}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
