import { siteAddressBody } from '@propdesk/shared';
import type { SiteOffice } from '../../lib/queries/site-offices';
import type { OfficeBody } from './api/offices';
import { validationMessage } from '../../lib/i18n/validation';

/** The office form's fields as typed: a coordinate is '' until one is picked or typed. */
export interface OfficeFormValues {
  label: string;
  street: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  latitude: number | string;
  longitude: number | string;
}

export const officeFormValues = (office: SiteOffice | null): OfficeFormValues => ({
  label: office?.label ?? '',
  street: office?.street ?? '',
  city: office?.city ?? '',
  country: office?.country ?? '',
  phone: office?.phone ?? '',
  email: office?.email ?? '',
  latitude: office?.latitude ?? '',
  longitude: office?.longitude ?? '',
});

const coordinate = (value: number | string) => (typeof value === 'number' ? value : null);

/** The body the API takes: blanks become 'none', the position is kept (new ones go last). */
export const officeBody = (values: OfficeFormValues, position: number): OfficeBody => ({
  label: values.label,
  street: values.street,
  city: values.city,
  country: values.country,
  phone: values.phone.trim() || null,
  email: values.email.trim() || null,
  latitude: coordinate(values.latitude),
  longitude: coordinate(values.longitude),
  position,
});

/** The shared office rules, keyed by field, first message each. */
export function validateOffice(values: OfficeFormValues): Record<string, string> {
  const parsed = siteAddressBody.safeParse(officeBody(values, 0));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    errors[String(issue.path[0])] ??= validationMessage(issue.message);
  return errors;
}
