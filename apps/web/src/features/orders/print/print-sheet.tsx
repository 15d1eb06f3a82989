import type { ReactNode } from 'react';
import { PRINT_MESSAGES, type PrintedLab } from '@labwise/domain';
import { formatInZone } from '../../../lib/format';

/**
 * A sheet of paper: black on white on screen as on the printer, A4 pages numbered in the bottom
 * margin by the `print-document` page rule (styles.css).
 */
export function PrintSheet({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <article className="print-document mx-auto flex max-w-[210mm] flex-col gap-5 bg-white p-8 text-sm text-black shadow-sm print:max-w-none print:p-0 print:shadow-none">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-black pb-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle && <p className="font-mono text-base">{subtitle}</p>}
      </div>
      {children}
    </article>
  );
}

/** Label–value pairs in two columns; each pair stays on one page. */
export function Facts({ label, items }: { label: string; items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <section aria-label={label} className="break-inside-avoid">
      <dl className="grid grid-cols-[11rem_minmax(0,1fr)] gap-x-4 gap-y-1">
        {items.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The performing lab as printed: name, address, phone and CLIA number. */
export function labFacts(lab: PrintedLab | null): [string, ReactNode][] {
  if (!lab) return [['Laboratory', PRINT_MESSAGES.notRouted]];
  return [
    ['Laboratory', lab.name],
    ['Address', lab.address],
    ['Phone', lab.phone],
    ['CLIA number', lab.cliaNumber ?? PRINT_MESSAGES.noClia],
  ];
}

/** An instant in the lab's zone, the zone named ('… at 9:30 AM EST'); 'Not recorded' when absent. */
export const printedTime = (at: string | null, lab: PrintedLab | null) =>
  at ? formatInZone(at, lab?.timeZone ?? 'UTC') : PRINT_MESSAGES.notCollected;
