import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PRINT_MESSAGES, resultFlagLabel, specimenTypeLabel, type ResultsPrintout } from '@labwise/domain';
import { QueryStates } from '../../../components/query-states';
import { Spinner } from '../../../components/ui/spinner';
import { resultsPrintoutQuery } from '../../../api/orders/results-printout';
import { Facts, labFacts, PrintSheet, printedTime } from './print-sheet';
import { TableHead } from '../../../components/ui/table-head';

/** Route /orders/:id/print: an order's results laid out for paper, the fields of the PDF report. */
export function ResultsPrintPage() {
  const { id = '' } = useParams();
  const printout = useQuery(resultsPrintoutQuery(id));
  return (
    <QueryStates query={printout} loading={<Spinner label="Preparing the results for printing…" />} failure="The results could not be prepared for printing.">
      {(data) => <ResultsSheet data={data} />}
    </QueryStates>
  );
}

export function ResultsSheet({ data }: { data: ResultsPrintout }) {
  const { lab } = data;
  return (
    <PrintSheet title="Laboratory Results" subtitle={data.orderNumber}>
      <Facts
        label="Patient and order"
        items={[
          ['Patient', data.patient.name],
          ['Date of birth', data.patient.dateOfBirth ?? 'Not recorded'],
          ['Order', data.orderNumber],
          ['Accession number', data.accessionNumber ?? PRINT_MESSAGES.notCollected],
          ['Ordering clinician', data.orderingClinician ?? PRINT_MESSAGES.selfOrdered],
        ]}
      />
      <Facts label="Performing laboratory" items={labFacts(lab)} />
      <Facts
        label="Specimen and times"
        items={[
          ['Specimen', data.specimenType ? specimenTypeLabel(data.specimenType) : PRINT_MESSAGES.notCollected],
          ['Collected', printedTime(data.collectedAt, lab)],
          ['Reported', printedTime(data.reportedAt, lab)],
          ['Released', data.releasedAt ? printedTime(data.releasedAt, lab) : 'Not yet released to the patient'],
        ]}
      />
      <table className="w-full border-collapse text-left">
        <TableHead caption={`Results of order ${data.orderNumber}`} className="border-b-2 border-black" columns={[['Test', 'py-1 pr-2'], ['Analyte', 'px-2 py-1'], ['Result', 'px-2 py-1 text-right'], ['Unit', 'px-2 py-1'], ['Reference range', 'px-2 py-1'], ['Flag', 'py-1 pl-2']]} />
        <tbody>
          {data.results.map((r) => (
            <tr key={`${r.testCode}-${r.analyteName}`} className="break-inside-avoid border-b border-black/30">
              <td className="py-1 pr-2">{r.testName}</td>
              <td className="px-2 py-1">{r.analyteName}</td>
              <td className={`px-2 py-1 text-right ${r.flag === 'normal' ? '' : 'font-bold'}`}>{r.value}</td>
              <td className="px-2 py-1">{r.unit}</td>
              <td className="px-2 py-1">{r.referenceText || '—'}</td>
              <td className={`py-1 pl-2 ${r.flag === 'normal' ? '' : 'font-bold'}`}>{resultFlagLabel(r.flag, r.hl7Flag)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {(data.labComments || data.doctorComment) && (
        <Facts
          label="Comments"
          items={[
            ...(data.labComments ? [['Lab comments', data.labComments] as const] : []),
            ...(data.doctorComment ? [["Doctor's note", data.doctorComment] as const] : []),
          ]}
        />
      )}
      <p className="break-inside-avoid border-t border-black pt-2 text-xs">{PRINT_MESSAGES.notice}</p>
    </PrintSheet>
  );
}
