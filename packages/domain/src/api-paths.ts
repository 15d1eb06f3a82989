/**
 * The API's request paths (DESIGN §5: everything under /api/v1), named once, as the route paths are
 * (`paths` in routes.ts). The web builds every request from these; a query string, when there is
 * one, is added by the caller. Path parameters are encoded, so an id or token never changes the path.
 */
const V1 = '/api/v1';
const seg = (value: string) => encodeURIComponent(value);

export const apiPaths = {
  // Account (the signed-in user's own)
  me: `${V1}/auth/me`,
  assignRole: `${V1}/auth/assign-role`,
  roleRequest: `${V1}/auth/role-request`,
  verifyEmail: `${V1}/auth/verify-email`,
  resendVerification: `${V1}/auth/verification/resend`,
  passwordResetRequest: `${V1}/auth/password-reset/request`,
  passwordReset: `${V1}/auth/password-reset`,

  // Catalog, cart and the lab network
  catalogTests: `${V1}/catalog/tests`,
  catalogTest: (id: string) => `${V1}/catalog/tests/${seg(id)}`,
  cart: `${V1}/cart`,
  cartLines: `${V1}/cart/lines`,
  cartLine: (testId: string) => `${V1}/cart/lines/${seg(testId)}`,
  labs: `${V1}/labs`,
  lab: (id: string) => `${V1}/labs/${seg(id)}`,
  labClosures: (labId: string) => `${V1}/labs/${seg(labId)}/closures`,
  labPartnershipRequests: (labId: string) => `${V1}/labs/${seg(labId)}/partnership-requests`,

  // Lab orders and their results
  labOrders: `${V1}/lab-orders`,
  labOrdersPreview: `${V1}/lab-orders/preview`,
  labOrdersSummary: `${V1}/lab-orders/summary`,
  labOrder: (id: string) => `${V1}/lab-orders/${seg(id)}`,
  labOrderCancel: (id: string) => `${V1}/lab-orders/${seg(id)}/cancel`,
  labOrderCollect: (id: string) => `${V1}/lab-orders/${seg(id)}/collect`,
  labOrderStartProcessing: (id: string) => `${V1}/lab-orders/${seg(id)}/start-processing`,
  labOrderSpecimenLabel: (id: string) => `${V1}/lab-orders/${seg(id)}/specimen-label`,
  labOrderResultForm: (id: string) => `${V1}/lab-orders/${seg(id)}/result-form`,
  labOrderResults: (id: string) => `${V1}/lab-orders/${seg(id)}/results`,
  labOrderRating: (id: string) => `${V1}/lab-orders/${seg(id)}/rating`,
  labOrderResultHistory: (id: string) => `${V1}/lab-orders/${seg(id)}/results/history`,
  labOrderRelease: (id: string) => `${V1}/lab-orders/${seg(id)}/release`,
  labOrderReport: (id: string) => `${V1}/lab-orders/${seg(id)}/report.pdf`,
  labOrderPrintout: (id: string) => `${V1}/lab-orders/${seg(id)}/printout`,
  labOrderRequisition: (id: string) => `${V1}/lab-orders/${seg(id)}/requisition`,
  labOrderAppointment: (id: string) => `${V1}/lab-orders/${seg(id)}/appointment`,
  labOrderSlots: (id: string) => `${V1}/lab-orders/${seg(id)}/slots`,
  labOrderPayment: (id: string) => `${V1}/lab-orders/${seg(id)}/payment`,
  orderInterpretation: (id: string) => `${V1}/orders/${seg(id)}/interpretation`,

  // Collection appointments
  appointments: `${V1}/appointments`,
  appointment: (id: string) => `${V1}/appointments/${seg(id)}`,
  appointmentCancel: (id: string) => `${V1}/appointments/${seg(id)}/cancel`,

  // Patients (`me` is the signed-in patient's own record)
  patients: `${V1}/patients`,
  patientStats: `${V1}/patients/stats`,
  myPatient: `${V1}/patients/me`,
  myPatientConsent: `${V1}/patients/me/consent`,
  myReleasedResults: `${V1}/patients/me/results`,
  patient: (id: string) => `${V1}/patients/${seg(id)}`,
  patientOrders: (id: string) => `${V1}/patients/${seg(id)}/orders`,
  patientAnalytics: (id: string) => `${V1}/patients/${seg(id)}/analytics`,
  patientActivity: (id: string) => `${V1}/patients/${seg(id)}/activity`,
  patientInterpretations: (id: string) => `${V1}/patients/${seg(id)}/interpretations`,
  patientInvites: (id: string) => `${V1}/patients/${seg(id)}/invites`,

  // Invitations (a doctor's link, opened by the patient)
  invite: (token: string) => `${V1}/invites/${seg(token)}`,
  inviteAccept: (token: string) => `${V1}/invites/${seg(token)}/accept`,
  inviteDecline: (token: string) => `${V1}/invites/${seg(token)}/decline`,

  // Questionnaires
  questionnaires: `${V1}/questionnaires`,
  /** The first question of a new session, without starting one. */
  questionnaireOpening: `${V1}/questionnaires/opening`,
  questionnaire: (id: string) => `${V1}/questionnaires/${seg(id)}`,
  questionnaireNextQuestion: (id: string) => `${V1}/questionnaires/${seg(id)}/questions/next`,
  questionnaireResponses: (id: string) => `${V1}/questionnaires/${seg(id)}/responses`,
  questionnaireFinding: (id: string, findingId: string) => `${V1}/questionnaires/${seg(id)}/findings/${seg(findingId)}`,
  questionnaireAnalysis: (id: string) => `${V1}/questionnaires/${seg(id)}/analysis`,
  questionnaireRecommendations: (id: string) => `${V1}/questionnaires/${seg(id)}/recommendations`,
  questionnaireInterpretations: (id: string) => `${V1}/questionnaires/${seg(id)}/interpretations`,
  questionnaireHistory: (userId: string) => `${V1}/questionnaires/user/${seg(userId)}/history`,
  aiQuestionnaire: `${V1}/ai/questionnaire`,

  // Consultations, notifications, search
  consultations: `${V1}/consultations`,
  consultationDecision: (id: string, decision: 'accept' | 'decline') => `${V1}/consultations/${seg(id)}/${decision}`,
  notifications: `${V1}/notifications`,
  notificationRead: (id: string) => `${V1}/notifications/${seg(id)}/read`,
  notificationsReadAll: `${V1}/notifications/read-all`,
  notificationStream: `${V1}/notifications/stream`,
  search: `${V1}/search`,

  // Lab interface: results that matched no order
  unmatchedResults: `${V1}/lab-interface/unmatched`,
  unmatchedCandidates: (id: string) => `${V1}/lab-interface/unmatched/${seg(id)}/candidates`,
  unmatchedResolve: (id: string) => `${V1}/lab-interface/unmatched/${seg(id)}/resolve`,
  unmatchedDiscard: (id: string) => `${V1}/lab-interface/unmatched/${seg(id)}/discard`,

  // Settings and administration
  publicSettings: `${V1}/settings/public`,
  adminSettings: `${V1}/admin/settings`,
  adminOverview: `${V1}/admin/overview`,
  adminAuditEvents: `${V1}/admin/audit-events`,
  adminUsers: `${V1}/admin/users`,
  adminUser: (id: string) => `${V1}/admin/users/${seg(id)}`,
  adminUserApprove: (id: string) => `${V1}/admin/users/${seg(id)}/approve`,
  adminUserReject: (id: string) => `${V1}/admin/users/${seg(id)}/reject`,
  adminLabs: `${V1}/admin/labs`,
  adminLab: (id: string) => `${V1}/admin/labs/${seg(id)}`,
  adminLabTests: (labId: string) => `${V1}/admin/labs/${seg(labId)}/tests`,
  adminLabTest: (labId: string, testId: string) => `${V1}/admin/labs/${seg(labId)}/tests/${seg(testId)}`,
  adminLabClosures: (labId: string) => `${V1}/admin/labs/${seg(labId)}/closures`,
  adminLabClosure: (labId: string, closureId: string) => `${V1}/admin/labs/${seg(labId)}/closures/${seg(closureId)}`,
  adminInterfaceCredentials: (labId: string) => `${V1}/admin/labs/${seg(labId)}/interface-credentials`,
  adminInterfaceCredential: (labId: string, credentialId: string) =>
    `${V1}/admin/labs/${seg(labId)}/interface-credentials/${seg(credentialId)}`,
  adminPartnershipRequests: `${V1}/admin/partnership-requests`,
  adminPartnershipDecision: (id: string) => `${V1}/admin/partnership-requests/${seg(id)}/decision`,
  adminCatalogTests: `${V1}/admin/catalog/tests`,
  adminCatalogTest: (id: string) => `${V1}/admin/catalog/tests/${seg(id)}`,
  adminSupportOrder: (orderNumber: string) => `${V1}/admin/support/orders/${seg(orderNumber)}`,
  adminDeliveries: `${V1}/admin/deliveries`,
  adminDeliveryRetry: (id: string) => `${V1}/admin/deliveries/${seg(id)}/retry`,

  // CSV exports for a range of days (each caller's own scope)
  exportPatients: `${V1}/exports/patients.csv`,
  exportOrders: `${V1}/exports/orders.csv`,
  exportAudit: `${V1}/exports/audit-events.csv`,
} as const;
