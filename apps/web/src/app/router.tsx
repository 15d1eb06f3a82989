import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { paths } from '@labwise/domain';
import { Spinner } from '../components/ui/spinner';
import { NotFound } from './not-found';
import { RouteError } from './route-error';

/** Lazy page: each route's code loads when it is first visited (route-level code splitting). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

/** A dashboard child's path relative to the shell, derived from `paths` so the two never drift. */
const inDashboard = (path: string): string => path.slice(paths.dashboard.length + 1);

const dashboardLayout = page(() => import('./layouts/dashboard-layout'), (m) => m.DashboardLayout);
const publicLayout = page(() => import('./layouts/public-layout'), (m) => m.PublicLayout);
const dataLayout = page(() => import('./layouts/data-layout'), (m) => m.DataLayout);
const LandingBrandTheme = lazy(() => import('./layouts/data-layout').then((m) => ({ default: m.LandingBrandTheme })));

/** The route table of brief §2. Every path comes from `paths` in @labwise/domain. */
export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteError />,
    // Shown while the first lazy route loads.
    HydrateFallback: () => <Spinner label="Loading" className="min-h-screen" />,
    children: [
      {
        // The landing page reads nothing from the API and paints without the data layer; the
        // administrator's brand colour, which applies to every page, follows once that has loaded.
        element: (
          <>
            <Suspense fallback={null}>
              <LandingBrandTheme />
            </Suspense>
            <Outlet />
          </>
        ),
        children: [
          {
            lazy: publicLayout,
            children: [{ path: paths.home, lazy: page(() => import('../features/landing/landing-page'), (m) => m.LandingPage) }],
          },
        ],
      },
      {
        // Every other page: the data layer (TanStack Query) with the brand colour.
        lazy: dataLayout,
        children: [
          {
            lazy: publicLayout,
            children: [
              { path: paths.roleSelection, lazy: page(() => import('../features/role-selection/role-selection-page'), (m) => m.RoleSelectionPage) },
            ],
          },
          { path: paths.login, lazy: page(() => import('../features/auth/login-page'), (m) => m.LoginPage) },
          { path: paths.signup, lazy: page(() => import('../features/auth/signup-page'), (m) => m.SignupPage) },
          { path: `${paths.signup}/:role`, lazy: page(() => import('../features/auth/signup-page'), (m) => m.SignupPage) },
          { path: paths.callback, lazy: page(() => import('../features/auth/callback-page'), (m) => m.CallbackPage) },
          { path: paths.invite(':token'), lazy: page(() => import('../features/onboarding/invite-page'), (m) => m.InvitePage) },
          { path: paths.onboarding, lazy: page(() => import('../features/onboarding/onboarding-page'), (m) => m.OnboardingPage) },
          { path: paths.register, lazy: page(() => import('../features/auth/register-page'), (m) => m.RegisterPage) },
          { path: paths.verificationNotice, lazy: page(() => import('../features/auth/verification-notice-page'), (m) => m.VerificationNoticePage) },
          { path: paths.verifyEmail, lazy: page(() => import('../features/auth/verify-email-page'), (m) => m.VerifyEmailPage) },
          { path: paths.forgotPassword, lazy: page(() => import('../features/auth/forgot-password-page'), (m) => m.ForgotPasswordPage) },
          { path: paths.resetPassword, lazy: page(() => import('../features/auth/reset-password-page'), (m) => m.ResetPasswordPage) },
          {
            path: paths.dashboard,
            lazy: dashboardLayout,
            children: [
              { index: true, lazy: page(() => import('./dashboard/dashboard-home'), (m) => m.DashboardHome) },
              { path: inDashboard(paths.account), lazy: page(() => import('../features/account/account-page'), (m) => m.AccountPage) },
              { path: inDashboard(paths.patientResults), lazy: page(() => import('./dashboard/my-results-page'), (m) => m.PatientResultsPage) },
              { path: inDashboard(paths.patientOrders), lazy: page(() => import('../features/orders/orders-page'), (m) => m.OrdersPage) },
              { path: inDashboard(paths.patientQuestionnaire), lazy: page(() => import('../features/questionnaire/questionnaire-page'), (m) => m.PatientQuestionnairePage) },
              { path: inDashboard(paths.patients), lazy: page(() => import('../features/doctor/patients-page'), (m) => m.PatientsPage) },
              { path: inDashboard(paths.orders), lazy: page(() => import('../features/orders/orders-page'), (m) => m.OrdersPage) },
              { path: inDashboard(paths.results), lazy: page(() => import('../features/orders/review-results-page'), (m) => m.ReviewResultsPage) },
              { path: inDashboard(paths.labOrders), lazy: page(() => import('../features/lab/lab-orders-page'), (m) => m.LabOrdersPage) },
              { path: inDashboard(paths.labCollections), lazy: page(() => import('../features/orders/collection/lab-collections-page'), (m) => m.LabCollectionsPage) },
              { path: inDashboard(paths.labResults), lazy: page(() => import('../features/lab/lab-orders-page'), (m) => m.LabResultsPage) },
              { path: inDashboard(paths.adminUsers), lazy: page(() => import('../features/admin/users-page'), (m) => m.AdminUsersPage) },
              { path: inDashboard(paths.adminLabs), lazy: page(() => import('../features/admin/labs-page'), (m) => m.AdminLabsPage) },
              { path: inDashboard(paths.adminTests), lazy: page(() => import('../features/admin/tests-page'), (m) => m.AdminTestsPage) },
              { path: inDashboard(paths.adminSettings), lazy: page(() => import('../features/admin/settings-page'), (m) => m.AdminSettingsPage) },
              { path: inDashboard(paths.adminSupport), lazy: page(() => import('../features/admin/support-page'), (m) => m.AdminSupportPage) },
              { path: inDashboard(paths.catalog), lazy: page(() => import('../features/catalog/catalog-page'), (m) => m.CatalogPage) },
              { path: inDashboard(paths.labs), lazy: page(() => import('../features/labs/labs-page'), (m) => m.LabsPage) },
              { path: inDashboard(paths.aiQuestionnaire), lazy: page(() => import('../features/questionnaire/ai-questionnaire-page'), (m) => m.AiQuestionnairePage) },
            ],
          },
          // Detail screens the search palette links to; they live in the signed-in shell too.
          {
            path: paths.patient(':id'),
            lazy: dashboardLayout,
            children: [{ index: true, lazy: page(() => import('./dashboard/patient-detail'), (m) => m.PatientDetailRoute) }],
          },
          {
            path: paths.order(':id'),
            lazy: dashboardLayout,
            children: [{ index: true, lazy: page(() => import('./dashboard/order-detail'), (m) => m.OrderDetailRoute) }],
          },
          // Printable documents: their own frame, without the shell's header and navigation.
          {
            lazy: page(() => import('./layouts/print-layout'), (m) => m.PrintLayout),
            children: [
              { path: paths.orderPrint(':id'), lazy: page(() => import('../features/orders/print/results-print-page'), (m) => m.ResultsPrintPage) },
              { path: paths.orderRequisition(':id'), lazy: page(() => import('../features/orders/print/requisition-page'), (m) => m.RequisitionPage) },
            ],
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
