import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, useParams } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FullPageLoader } from '../components/full-page-loader';
import { NotFound } from '../components/not-found';
import { LoginPage } from '../features/auth/pages/login-page';
import { RequireAuth } from '../features/session/components/require-auth';
import { paths } from '../lib/paths';
import { TenantLayout } from './tenant-layout';

/** Loads a named page component on first use, keeping the sign-in page's download small. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return function LazyPage() {
    return (
      <Suspense fallback={<FullPageLoader label="Loading" />}>
        <Page />
      </Suspense>
    );
  };
}

const SitesPage = page(
  () => import('../features/sites/pages/sites-page'),
  (m) => m.SitesPage,
);
const SiteHomePage = page(
  () => import('../features/sites/pages/site-home-page'),
  (m) => m.SiteHomePage,
);
const RegisterCustomerPage = page(
  () => import('../features/auth/pages/register-customer-page'),
  (m) => m.RegisterCustomerPage,
);
const RegisterAgentPage = page(
  () => import('../features/auth/pages/register-agent-page'),
  (m) => m.RegisterAgentPage,
);
const ForgotPasswordPage = page(
  () => import('../features/auth/pages/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = page(
  () => import('../features/auth/pages/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const AgentPublicPage = page(
  () => import('../features/agents-public/pages/agent-public-page'),
  (m) => m.AgentPublicPage,
);
const DashboardShell = page(
  () => import('./shell/dashboard-shell'),
  (m) => m.DashboardShell,
);
const HomePage = page(
  () => import('../features/home/pages/home-page'),
  (m) => m.HomePage,
);
const ProfilePage = page(
  () => import('../features/profile/pages/profile-page'),
  (m) => m.ProfilePage,
);
const PropertyImagesPage = page(
  () => import('../features/images/pages/property-images-page'),
  (m) => m.PropertyImagesPage,
);
const ChooseListingPage = page(
  () => import('../features/images/pages/choose-listing-page'),
  (m) => m.ChooseListingPage,
);

function DashboardNotFound() {
  const { tenant = '' } = useParams();
  return <NotFound home={paths.dashboard(tenant)} />;
}

function SiteNotFound() {
  const { tenant = '' } = useParams();
  return <NotFound home={paths.siteRoot(tenant)} fullHeight />;
}

const router = createBrowserRouter([
  { path: '/', element: <SitesPage /> },
  {
    path: '/:tenant',
    element: <TenantLayout />,
    children: [
      { index: true, element: <SiteHomePage /> },
      { path: 'user/login', element: <LoginPage /> },
      { path: 'user/register', element: <RegisterCustomerPage /> },
      { path: 'user/register/agent', element: <RegisterAgentPage /> },
      { path: 'user/forgot-password', element: <ForgotPasswordPage /> },
      { path: 'user/reset-password', element: <ResetPasswordPage /> },
      { path: 'agents/:agentId', element: <AgentPublicPage /> },
      {
        path: 'dashboard',
        element: (
          <RequireAuth>
            <DashboardShell />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <HomePage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'property/images', element: <ChooseListingPage /> },
          { path: 'property/images/:propertyId', element: <PropertyImagesPage /> },
          { path: '*', element: <DashboardNotFound /> },
        ],
      },
      { path: '*', element: <SiteNotFound /> },
    ],
  },
  { path: '*', element: <Outlet /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
