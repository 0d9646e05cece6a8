import { Outlet, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { RequireAuth } from '../features/session/components/require-auth';
import { paths } from '../lib/paths';
import { lazyPage } from './lazy-page';
import { AddressedLanguage } from './addressed-language';
import { DashboardNotFound, SiteNotFound } from './not-found-pages';
import { TenantLayout } from './tenant-layout';

const SitesPage = lazyPage(
  () => import('../features/sites/pages/sites-page'),
  (m) => m.SitesPage,
);
const SiteHomePage = lazyPage(
  () => import('../features/site-home/pages/site-home-page'),
  (m) => m.SiteHomePage,
);
const RegisterCustomerPage = lazyPage(
  () => import('../features/auth/pages/register-customer-page'),
  (m) => m.RegisterCustomerPage,
);
const RegisterAgentPage = lazyPage(
  () => import('../features/auth/pages/register-agent-page'),
  (m) => m.RegisterAgentPage,
);
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/pages/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
const ConfirmEmailPage = lazyPage(
  () => import('../features/auth/pages/confirm-email-page'),
  (m) => m.ConfirmEmailPage,
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/pages/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const AgentPublicPage = lazyPage(
  () => import('../features/agents-public/pages/agent-public-page'),
  (m) => m.AgentPublicPage,
);
const ArticlesPage = lazyPage(
  () => import('../features/articles/pages/articles-page'),
  (m) => m.ArticlesPage,
);
const ArticlePage = lazyPage(
  () => import('../features/articles/pages/article-page'),
  (m) => m.ArticlePage,
);
const PublicListingPage = lazyPage(
  () => import('../features/public-listing/pages/public-listing-page'),
  (m) => m.PublicListingPage,
);
const DashboardShell = lazyPage(
  () => import('./shell/dashboard-shell'),
  (m) => m.DashboardShell,
);
const ReviewQueuePage = lazyPage(
  () => import('../features/moderation/pages/review-queue-page'),
  (m) => m.ReviewQueuePage,
);
const ReviewPage = lazyPage(
  () => import('../features/moderation/pages/review-page'),
  (m) => m.ReviewPage,
);
const HomePage = lazyPage(
  () => import('../features/home/pages/home-page'),
  (m) => m.HomePage,
);
const ProfilePage = lazyPage(
  () => import('../features/profile/pages/profile-page'),
  (m) => m.ProfilePage,
);
const PropertyImagesPage = lazyPage(
  () => import('../features/images/pages/property-images-page'),
  (m) => m.PropertyImagesPage,
);
const ListingEditorPage = lazyPage(
  () => import('./listing-editor-route'),
  (m) => m.ListingEditorRoute,
);
const ListingDetailsPage = lazyPage(
  () => import('../features/listing-details/pages/listing-details-page'),
  (m) => m.ListingDetailsPage,
);
const ChooseListingPage = lazyPage(
  () => import('../features/images/pages/choose-listing-page'),
  (m) => m.ChooseListingPage,
);
const MyListingsPage = lazyPage(
  () => import('../features/my-listings/pages/my-listings-page'),
  (m) => m.MyListingsPage,
);
const FavouritesPage = lazyPage(
  () => import('../features/favourites/pages/favourites-page'),
  (m) => m.FavouritesPage,
);
const LeadsPage = lazyPage(
  () => import('../features/leads/pages/leads-page'),
  (m) => m.LeadsPage,
);
const AuditLogPage = lazyPage(
  () => import('../features/audit/pages/audit-log-page'),
  (m) => m.AuditLogPage,
);
const BannersPage = lazyPage(
  () => import('../features/content-admin/pages/banners-page'),
  (m) => m.BannersPage,
);
const ArticlesAdminPage = lazyPage(
  () => import('../features/content-admin/pages/articles-admin-page'),
  (m) => m.ArticlesAdminPage,
);
const ArticleEditorPage = lazyPage(
  () => import('../features/content-admin/pages/article-editor-page'),
  (m) => m.ArticleEditorPage,
);
const AgentsPage = lazyPage(
  () => import('../features/agent-verification/pages/agents-page'),
  (m) => m.AgentsPage,
);
const PersonalDataPage = lazyPage(
  () => import('../features/personal-data/pages/personal-data-page'),
  (m) => m.PersonalDataPage,
);
const SiteSettingsPage = lazyPage(
  () => import('../features/site-settings/pages/site-settings-page'),
  (m) => m.SiteSettingsPage,
);
const EventsPage = lazyPage(
  () => import('../features/events/pages/events-page'),
  (m) => m.EventsPage,
);
const ListingImportsPage = lazyPage(
  () => import('../features/listing-imports/pages/listing-imports-page'),
  (m) => m.ListingImportsPage,
);
const ResoSourcesPage = lazyPage(
  () => import('../features/reso-sources/pages/reso-sources-page'),
  (m) => m.ResoSourcesPage,
);
const ResoSourcePage = lazyPage(
  () => import('../features/reso-sources/pages/reso-source-page'),
  (m) => m.ResoSourcePage,
);
const FeedClientsPage = lazyPage(
  () => import('../features/feed-clients/pages/feed-clients-page'),
  (m) => m.FeedClientsPage,
);
const SavedSearchesPage = lazyPage(
  () => import('../features/saved-searches/pages/saved-searches-page'),
  (m) => m.SavedSearchesPage,
);
const ConfirmSavedSearchPage = lazyPage(
  () => import('../features/saved-searches/pages/confirm-saved-search-page'),
  (m) => m.ConfirmSavedSearchPage,
);
const UnsubscribeSavedSearchPage = lazyPage(
  () => import('../features/saved-searches/pages/unsubscribe-saved-search-page'),
  (m) => m.UnsubscribeSavedSearchPage,
);
const ManageSavedSearchPage = lazyPage(
  () => import('../features/saved-searches/pages/manage-saved-search-page'),
  (m) => m.ManageSavedSearchPage,
);

/**
 * Every page of the dashboard. Paths are the absolute patterns of `paths` (a child's starts with
 * its parent's), so an address is written once; only the catch-alls are written here.
 */
export const routes: RouteObject[] = [
  { path: paths.sites.pattern, element: <SitesPage /> },
  {
    path: paths.siteRoot.pattern,
    element: <TenantLayout />,
    children: [
      { index: true, element: <SiteHomePage /> },
      { path: paths.login.pattern, element: <LoginPage /> },
      { path: paths.registerCustomer.pattern, element: <RegisterCustomerPage /> },
      { path: paths.registerAgent.pattern, element: <RegisterAgentPage /> },
      { path: paths.forgotPassword.pattern, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword.pattern, element: <ResetPasswordPage /> },
      { path: paths.confirmEmail.pattern, element: <ConfirmEmailPage /> },
      { path: paths.agent.pattern, element: <AgentPublicPage /> },
      { path: paths.articles.pattern, element: <ArticlesPage /> },
      { path: paths.article.pattern, element: <ArticlePage /> },
      { path: paths.publicListing.pattern, element: <PublicListingPage /> },
      { path: paths.confirmSavedSearch.pattern, element: <ConfirmSavedSearchPage /> },
      { path: paths.unsubscribeSavedSearch.pattern, element: <UnsubscribeSavedSearchPage /> },
      { path: paths.manageSavedSearch.pattern, element: <ManageSavedSearchPage /> },
      {
        path: paths.siteInLanguage.pattern,
        element: <AddressedLanguage />,
        children: [
          { index: true, element: <SiteHomePage /> },
          { path: paths.agentInLanguage.pattern, element: <AgentPublicPage /> },
          { path: paths.articlesInLanguage.pattern, element: <ArticlesPage /> },
          { path: paths.articleInLanguage.pattern, element: <ArticlePage /> },
          { path: paths.publicListingInLanguage.pattern, element: <PublicListingPage /> },
          { path: '*', element: <SiteNotFound /> },
        ],
      },
      {
        path: paths.dashboard.pattern,
        element: (
          <RequireAuth>
            <DashboardShell />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <HomePage /> },
          { path: paths.profile.pattern, element: <ProfilePage /> },
          { path: paths.myListings.pattern, element: <MyListingsPage /> },
          { path: paths.listingImports.pattern, element: <ListingImportsPage /> },
          { path: paths.staffListingImports.pattern, element: <ListingImportsPage /> },
          { path: paths.propertyImagesPicker.pattern, element: <ChooseListingPage /> },
          { path: paths.propertyImages.pattern, element: <PropertyImagesPage /> },
          { path: paths.newListing.pattern, element: <ListingEditorPage /> },
          { path: paths.draftListing.pattern, element: <ListingEditorPage /> },
          { path: paths.propertyDetails.pattern, element: <ListingDetailsPage /> },
          { path: paths.events.pattern, element: <EventsPage /> },
          { path: paths.leads.pattern, element: <LeadsPage /> },
          { path: paths.favourites.pattern, element: <FavouritesPage /> },
          { path: paths.reviewQueue.pattern, element: <ReviewQueuePage /> },
          { path: paths.reviewListing.pattern, element: <ReviewPage /> },
          { path: paths.moderationAgents.pattern, element: <AgentsPage /> },
          { path: paths.auditLog.pattern, element: <AuditLogPage /> },
          { path: paths.personalData.pattern, element: <PersonalDataPage /> },
          { path: paths.contentBanners.pattern, element: <BannersPage /> },
          { path: paths.contentArticles.pattern, element: <ArticlesAdminPage /> },
          { path: paths.newArticle.pattern, element: <ArticleEditorPage /> },
          { path: paths.editArticle.pattern, element: <ArticleEditorPage /> },
          { path: paths.siteSettings.pattern, element: <SiteSettingsPage /> },
          { path: paths.feedClients.pattern, element: <FeedClientsPage /> },
          { path: paths.resoSources.pattern, element: <ResoSourcesPage /> },
          { path: paths.resoSource.pattern, element: <ResoSourcePage /> },
          { path: paths.savedSearches.pattern, element: <SavedSearchesPage /> },
          { path: '*', element: <DashboardNotFound /> },
        ],
      },
      { path: '*', element: <SiteNotFound /> },
    ],
  },
  { path: '*', element: <Outlet /> },
];
