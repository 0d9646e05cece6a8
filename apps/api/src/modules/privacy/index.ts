// People's rights over their data (docs/privacy.md): a person's export and erasure, and the site
// staff's and the CLI's for a request received by e-mail; the leads' retention sweep. Owns the
// personal_data_erasures table. Every module that holds personal data hands it a provider
// (infra/personal-data.ts), listed in modules/index.ts.
export { privacyRoutes } from './privacy.routes';
export { eraseAccount, exportAsOperator, type PrivacyContext } from './privacy.service';
export { createLeadRetention, type LeadRetention } from './privacy.retention';
export { PERSONAL_DATA_PROVIDERS } from './privacy.providers';
