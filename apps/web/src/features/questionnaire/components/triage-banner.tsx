import { AlertTriangle, Info, PhoneCall } from 'lucide-react';
import type { Triage } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';

const HEADINGS: Record<Triage['level'], string> = {
  emergency: 'Seek emergency care now',
  urgent: 'See a clinician within 24 hours',
  routine: 'Book a consultation with your doctor',
  self_care: 'Self-care is reasonable',
};

/**
 * Triage first, above any insight: red flags win and an emergency is never a test order (CLINICAL.md).
 * The safety-netting text (what would make it an emergency, when to seek care) comes with every level.
 */
export function TriageBanner({ triage }: { triage: Triage }) {
  const tone = triage.level === 'emergency' ? 'error' : triage.level === 'urgent' ? 'warning' : 'info';
  const Icon = triage.level === 'emergency' ? PhoneCall : triage.level === 'urgent' ? AlertTriangle : Info;
  return (
    <Alert tone={tone} className="flex gap-3">
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{HEADINGS[triage.level]}</p>
        {triage.advice.replace(/\.$/, '') !== HEADINGS[triage.level] && <p>{triage.advice}</p>}
        {triage.reasons.length > 0 && (
          <ul className="list-disc pl-5">
            {triage.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
        {triage.safety_net && triage.safety_net.length > 0 && (
          <section aria-label="When to get help" className="mt-1">
            <p className="font-semibold">When to get help</p>
            <ul className="list-disc pl-5">
              {triage.safety_net.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Alert>
  );
}
