import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from './route-error';
import { NotFound } from './not-found';
import { Spinner } from '../components/ui/spinner';

/** Lazy page: each route's code loads when it is first visited (route-level code splitting). */
function page<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

const inProgress = (title: string): RouteObject['lazy'] =>
  page(
    () => import('./dashboard/screen-in-progress'),
    (m) =>
      function Screen() {
        return <m.ScreenInProgress title={title} />;
      },
  );

/** The route table of brief §2 (paths also listed in @labwise/domain `paths`). */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first lazy route loads.
    HydrateFallback: () => <Spinner label="Loading" className="min-h-screen" />,
    children: [
      { path: '/', lazy: page(() => import('../features/landing/landing-page'), (m) => m.LandingPage) },
      { path: '/role-selection', lazy: page(() => import('../features/role-selection/role-selection-page'), (m) => m.RoleSelectionPage) },
      { path: '/login', lazy: page(() => import('../features/auth/login-page'), (m) => m.LoginPage) },
      { path: '/signup', lazy: page(() => import('../features/auth/signup-page'), (m) => m.SignupPage) },
      { path: '/signup/:role', lazy: page(() => import('../features/auth/signup-page'), (m) => m.SignupPage) },
      { path: '/callback', lazy: page(() => import('../features/auth/callback-page'), (m) => m.CallbackPage) },
      { path: '/auth/register', lazy: page(() => import('../features/auth/register-page'), (m) => m.RegisterPage) },
      { path: '/auth/verification-notice', lazy: page(() => import('../features/auth/verification-notice-page'), (m) => m.VerificationNoticePage) },
      { path: '/auth/verify-email', lazy: page(() => import('../features/auth/verify-email-page'), (m) => m.VerifyEmailPage) },
      { path: '/auth/forgot-password', lazy: page(() => import('../features/auth/forgot-password-page'), (m) => m.ForgotPasswordPage) },
      { path: '/auth/reset-password', lazy: page(() => import('../features/auth/reset-password-page'), (m) => m.ResetPasswordPage) },
      {
        path: '/dashboard',
        lazy: page(() => import('./layouts/dashboard-layout'), (m) => m.DashboardLayout),
        children: [
          { index: true, lazy: page(() => import('./dashboard/dashboard-home'), (m) => m.DashboardHome) },
          { path: 'account', lazy: page(() => import('../features/account/account-page'), (m) => m.AccountPage) },
          { path: 'patient/results', lazy: inProgress('Test Results') },
          { path: 'patient/orders', lazy: page(() => import('../features/orders/orders-page'), (m) => m.OrdersPage) },
          { path: 'patient/questionnaire', lazy: inProgress('AI-Powered Medical Questionnaire') },
          { path: 'patients', lazy: inProgress('Patients') },
          { path: 'orders', lazy: page(() => import('../features/orders/orders-page'), (m) => m.OrdersPage) },
          { path: 'results', lazy: page(() => import('../features/orders/review-results-page'), (m) => m.ReviewResultsPage) },
          { path: 'lab/orders', lazy: page(() => import('../features/lab/lab-orders-page'), (m) => m.LabOrdersPage) },
          { path: 'lab/collections', lazy: page(() => import('../features/orders/collection/lab-collections-page'), (m) => m.LabCollectionsPage) },
          { path: 'lab/results', lazy: page(() => import('../features/lab/lab-orders-page'), (m) => m.LabResultsPage) },
          { path: 'admin/users', lazy: inProgress('Users') },
          { path: 'admin/labs', lazy: inProgress('Labs') },
          { path: 'admin/tests', lazy: inProgress('Tests') },
          { path: 'admin/settings', lazy: inProgress('Settings') },
          { path: 'marketplace/catalog', lazy: page(() => import('../features/catalog/catalog-page'), (m) => m.CatalogPage) },
          { path: 'marketplace/labs', lazy: page(() => import('../features/labs/labs-page'), (m) => m.LabsPage) },
          { path: 'ai/questionnaire', lazy: inProgress('AI Questionnaire') },
        ],
      },
      {
        path: '/orders/:id',
        lazy: page(() => import('./layouts/dashboard-layout'), (m) => m.DashboardLayout),
        children: [{ index: true, lazy: page(() => import('../features/orders/order-detail-page'), (m) => m.OrderDetailPage) }],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
