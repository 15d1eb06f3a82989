import { PatientDetailPage } from '../../features/doctor/patient-detail-page';
import { BeforeAfterResults } from '../../features/interpretation/before-after-card';

/** Route /patients/:id: the doctor's patient page, with how released results changed the patient's assessments. */
export function PatientDetailRoute() {
  return <PatientDetailPage beforeAfter={(patientId) => <BeforeAfterResults patientId={patientId} />} />;
}
