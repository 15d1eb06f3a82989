import { UpcomingAppointments } from './upcoming-appointments';

/** The lab's collection bookings (the collection workflow itself arrives with the lab workflow). */
export function LabCollectionsPage() {
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">Collections</h1>
      <UpcomingAppointments title="Booked collections" showPatient />
    </div>
  );
}
