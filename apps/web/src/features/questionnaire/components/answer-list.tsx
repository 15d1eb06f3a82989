import type { QuestionnaireSession } from '@labwise/domain';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** An answer as the patient gave it: options joined, yes/no and scales as read, nothing blank. */
function answerText(value: QuestionnaireSession['responses'][number]['response']): string {
  if (value === null || value === '') return 'No answer';
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'None selected';
  if (value === 'yes') return 'Yes';
  if (value === 'no') return 'No';
  return String(value);
}

/** The questions of a session with the answers given (Past Health Assessments → Answers). */
export function AnswerList({ responses }: { responses: QuestionnaireSession['responses'] }) {
  return (
    <Card role="region" aria-label="Your answers">
      <CardHeader>
        <CardTitle>Your answers</CardTitle>
      </CardHeader>
      <CardContent>
        {responses.length === 0 ? (
          <p className="text-sm text-muted-foreground">No answers were recorded in this assessment.</p>
        ) : (
          <dl className="flex flex-col divide-y divide-border text-sm">
            {responses.map((r) => (
              <div key={`${r.question_id}-${r.answered_at}`} className="flex flex-col gap-1 py-2">
                <dt className="font-medium">{r.question}</dt>
                <dd className="text-muted-foreground">{answerText(r.response)}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
