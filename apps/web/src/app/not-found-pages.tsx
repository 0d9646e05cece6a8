import { useParams } from 'react-router';
import { NotFound } from '../components/not-found';
import { paths } from '../lib/paths';

export function DashboardNotFound() {
  const { tenant = '' } = useParams();
  return <NotFound home={paths.dashboard(tenant)} />;
}

export function SiteNotFound() {
  const { tenant = '' } = useParams();
  return <NotFound home={paths.siteRoot(tenant)} fullHeight />;
}
